//go:build !(js && wasm)

package exec

import (
	"context"
	"strings"
	"testing"

	"github.com/ncruces/go-sqlite3"
)

// TestPanicIsContained: a panic raised inside SQLite's execution becomes an
// ExecError and the connection is discarded.
func TestPanicIsContained(t *testing.T) {
	db, _ := openFixture(t)
	c, s, err := db.get(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	boom := func(sqlite3.Context, ...sqlite3.Value) { panic("boom") }
	native := c.Conn.(interface{ Native() *sqlite3.Conn }).Native()
	if err := native.CreateFunction("boom", 0, sqlite3.DETERMINISTIC, boom); err != nil {
		t.Fatal(err)
	}
	db.put(c, s)
	_, err = db.Query(context.Background(), "SELECT boom()", Limits{})
	if e, ok := AsExecError(err); !ok || e.Kind != ErrRuntime || !strings.Contains(e.Msg, "panic: boom") {
		t.Fatalf("panicking query = %v, want a runtime error naming the panic", err)
	}
	// The connection that knew boom() is gone.
	if _, err := db.Query(context.Background(), "SELECT boom()", Limits{}); !isKind(err, ErrSyntax) {
		t.Errorf("after the panic: %v, want no such function", err)
	}
}
