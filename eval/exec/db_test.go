package exec

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

func openFixture(t testing.TB) (*DB, string) {
	t.Helper()
	path := makeFixture(t, "fx")
	db, err := OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db, path
}

func fileHash(t testing.TB, path string) [32]byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return sha256.Sum256(b)
}

func TestQueryTypedValues(t *testing.T) {
	db, _ := openFixture(t)
	res, err := db.Query(context.Background(), "SELECT id, name, score, photo, NULL AS n FROM singer ORDER BY id", Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(res.Columns, ","); got != "id,name,score,photo,n" {
		t.Errorf("columns = %s", got)
	}
	first := res.Rows[0]
	want := Row{IntValue(1), TextValue("Ann"), FloatValue(1.5), BlobValue([]byte{0, 0xff}), NullValue()}
	for i := range want {
		if first[i].Kind != want[i].Kind || !first[i].Equal(want[i]) {
			t.Errorf("cell %d = %#v, want %#v", i, first[i], want[i])
		}
	}
	// Invalid UTF-8 bytes are dropped, as with errors="ignore".
	res, err = db.Query(context.Background(), "SELECT t FROM bad_text", Limits{})
	if err != nil || res.Rows[0][0].S != "ab" {
		t.Errorf("bad_text = %v, %v; want ab", res, err)
	}
}

func TestQueryPythonStatementRules(t *testing.T) {
	db, _ := openFixture(t)
	ctx := context.Background()
	for _, q := range []string{"", "   ", ";", "-- only a comment", "/* c */"} {
		res, err := db.Query(ctx, q, Limits{})
		if err != nil || len(res.Rows) != 0 {
			t.Errorf("Query(%q) = %v, %v; want no rows", q, res, err)
		}
	}
	for _, q := range []string{"SELECT 1;", "SELECT 1; ", "SELECT 1; -- c", "SELECT 1; /* c", "SELECT 1;\f"} {
		if _, err := db.Query(ctx, q, Limits{}); err != nil {
			t.Errorf("Query(%q): %v", q, err)
		}
	}
	for _, q := range []string{"SELECT 1;;", "SELECT 1; SELECT 2", "SELECT 1;\v", "SELECT 1; -"} {
		_, err := db.Query(ctx, q, Limits{})
		if e, ok := AsExecError(err); !ok || e.Msg != msgOneStatement {
			t.Errorf("Query(%q) = %v, want %q", q, err, msgOneStatement)
		}
	}
	if _, err := db.Query(ctx, "SELECT 1\x00", Limits{}); err == nil || !strings.Contains(err.Error(), "null character") {
		t.Errorf("NUL: %v", err)
	}
}

func TestQueryErrorKinds(t *testing.T) {
	db, _ := openFixture(t)
	cases := map[string]ErrorKind{
		"SELEC 1":                           ErrSyntax,
		"SELECT nosuch FROM singer":         ErrSyntax,
		"SELECT * FROM missing":             ErrSyntax,
		"SELECT abs(-9223372036854775808)":  ErrRuntime,
		"SELECT randomblob(1000000000)":     ErrTooLarge,
		"SELECT load_extension('x')":        ErrSyntax,
		"SELECT * FROM singer WHERE a == 1": ErrSyntax,
		// Functions the reference's SQLite (3.40) does not have.
		"SELECT concat(name, 'x') FROM singer":          ErrSyntax,
		"SELECT name FROM singer WHERE name REGEXP 'A'": ErrSyntax,
		"SELECT base64(photo) FROM singer":              ErrSyntax,
		"SELECT string_agg(name, ',') FROM singer":      ErrSyntax,
	}
	for q, want := range cases {
		_, err := db.Query(context.Background(), q, Limits{})
		e, ok := AsExecError(err)
		if !ok || e.Kind != want {
			t.Errorf("Query(%q) = %v, want kind %s", q, err, want)
		}
	}
	// SQLite's own message, without the binding's prefix.
	_, err := db.Query(context.Background(), "SELECT nosuch FROM singer", Limits{})
	if e, _ := AsExecError(err); e == nil || e.Msg != "no such column: nosuch" {
		t.Errorf("message = %v", err)
	}
	_, err = db.Query(context.Background(), "SELECT concat(name, 'x') FROM singer", Limits{})
	if e, _ := AsExecError(err); e == nil || e.Msg != "no such function: concat" {
		t.Errorf("missing function message = %v", err)
	}
}

// TestHostileSQL checks that nothing can write, attach, change state or
// load code, and that the file is unchanged afterwards.
func TestHostileSQL(t *testing.T) {
	db, path := openFixture(t)
	before := fileHash(t, path)
	evil := filepath.Join(t.TempDir(), "evil.db")
	hostile := []string{
		"INSERT INTO singer VALUES (9, 'x', 1, 1, NULL)",
		"UPDATE singer SET age = 1",
		"DELETE FROM singer",
		"REPLACE INTO singer(id) VALUES (1)",
		"WITH x AS (SELECT 1) INSERT INTO singer(id) SELECT * FROM x",
		"DROP TABLE singer",
		"CREATE TABLE x(a)",
		"CREATE TEMP TABLE x(a)",
		"CREATE TEMP VIEW v AS SELECT 1",
		"CREATE INDEX i ON singer(age)",
		"CREATE TRIGGER tr AFTER INSERT ON singer BEGIN SELECT 1; END",
		"CREATE VIRTUAL TABLE v USING json_each",
		"ALTER TABLE singer ADD COLUMN z",
		"ALTER TABLE singer RENAME TO s2",
		"ATTACH DATABASE '" + evil + "' AS x",
		"DETACH DATABASE main",
		"PRAGMA query_only = 0",
		"PRAGMA writable_schema = 1",
		"PRAGMA journal_mode = delete",
		"PRAGMA user_version = 5",
		"PRAGMA foreign_keys = 0",
		"PRAGMA integrity_check",
		"PRAGMA database_list",
		"SELECT load_extension('/tmp/x.so')",
		"SELECT writefile('" + evil + "', 'x')",
		"VACUUM",
		"VACUUM INTO '" + evil + "'",
		"BEGIN",
		"COMMIT",
		"SAVEPOINT a",
		"RELEASE a",
		"REINDEX",
		"ANALYZE",
		"EXPLAIN DELETE FROM singer",
		"SELECT 1; DROP TABLE singer",
	}
	for _, q := range hostile {
		res, err := db.Query(context.Background(), q, Limits{})
		if err == nil {
			t.Errorf("hostile %q ran: %v", q, res)
			continue
		}
		if _, ok := AsExecError(err); !ok {
			t.Errorf("hostile %q: unclassified error %v", q, err)
		}
	}
	if _, err := os.Stat(evil); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("%s was created", evil)
	}
	if fileHash(t, path) != before {
		t.Error("database file changed")
	}
	res, err := db.Query(context.Background(), "SELECT count(*) FROM singer", Limits{})
	if err != nil || res.Rows[0][0].I != 3 {
		t.Errorf("after hostile SQL: %v %v", res, err)
	}
	// Harmless reads stay allowed.
	for _, q := range []string{
		"PRAGMA table_info(singer)",
		"SELECT * FROM pragma_table_info('singer')",
		"SELECT name FROM sqlite_master",
		"SELECT * FROM json_each('[1,2]')",
		"WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 5) SELECT x FROM c",
	} {
		if _, err := db.Query(context.Background(), q, Limits{}); err != nil {
			t.Errorf("read %q refused: %v", q, err)
		}
	}
}

const endlessCTE = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"

func TestDeadline(t *testing.T) {
	db, _ := openFixture(t)
	start := time.Now()
	_, err := db.Query(context.Background(), endlessCTE, Limits{Timeout: 200 * time.Millisecond})
	if e, ok := AsExecError(err); !ok || e.Kind != ErrTimeout {
		t.Fatalf("endless CTE = %v, want a timeout", err)
	}
	t.Logf("endless CTE stopped after %v", time.Since(start))
	// A cancelled caller context stops the query too.
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	if _, err := db.Query(ctx, endlessCTE, Limits{Timeout: time.Hour}); err == nil {
		t.Fatal("endless CTE under a cancelled context returned rows")
	}
	// The pooled connection works again afterwards.
	res, err := db.Query(context.Background(), "SELECT 42", Limits{})
	if err != nil || res.Rows[0][0].I != 42 {
		t.Errorf("after timeout: %v %v", res, err)
	}
}

func TestRowAndByteCaps(t *testing.T) {
	db, _ := openFixture(t)
	q := "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000) SELECT x, 'abcdefghij' FROM c"
	if _, err := db.Query(context.Background(), q, Limits{MaxRows: 100}); !isKind(err, ErrTooLarge) {
		t.Errorf("row cap: %v", err)
	}
	if _, err := db.Query(context.Background(), q, Limits{MaxBytes: 2000}); !isKind(err, ErrTooLarge) {
		t.Errorf("byte cap: %v", err)
	}
	if res, err := db.Query(context.Background(), q, Limits{MaxRows: 1000}); err != nil || len(res.Rows) != 1000 {
		t.Errorf("within caps: %v", err)
	}
}

func TestCorruptDatabase(t *testing.T) {
	dir := t.TempDir()
	garbage := filepath.Join(dir, "garbage.sqlite")
	if err := os.WriteFile(garbage, bytes.Repeat([]byte("not a database "), 300), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := OpenFile(garbage)
	if err == nil || !strings.Contains(err.Error(), "not a readable SQLite database") || !strings.Contains(err.Error(), garbage) {
		t.Errorf("garbage file: %v", err)
	}
	if _, err := OpenBytes("garbage", bytes.Repeat([]byte{0xAB}, 4096)); err == nil {
		t.Error("garbage bytes opened")
	}
	if _, err := OpenFile(filepath.Join(dir, "missing.sqlite")); err == nil || !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
	if _, err := OpenFile(dir); err == nil {
		t.Error("directory opened as a database")
	}
	// A truncated database: the header is fine, table pages are missing.
	good := fixtureBytes(t, "tr")
	trunc := filepath.Join(dir, "trunc.sqlite")
	if err := os.WriteFile(trunc, good[:len(good)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	db, err := OpenFile(trunc)
	if err != nil {
		return // rejected at open: also a clear error
	}
	defer db.Close()
	if _, err := db.Query(context.Background(), "SELECT * FROM bad_text", Limits{}); err == nil {
		t.Error("query on a truncated database succeeded")
	}
}

func TestOpenBytes(t *testing.T) {
	data := fixtureBytes(t, "mem")
	db, err := OpenBytes("mem.sqlite", data)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	res, err := db.Query(context.Background(), "SELECT name FROM singer ORDER BY id", Limits{})
	if err != nil || len(res.Rows) != 3 || res.Rows[2][0].S != "Cy" {
		t.Fatalf("memdb query: %v %v", res, err)
	}
	if _, err := db.Query(context.Background(), "DELETE FROM singer", Limits{}); !isKind(err, ErrRefused) {
		t.Errorf("memdb delete: %v", err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Query(context.Background(), "SELECT 1", Limits{}); err == nil {
		t.Error("query on a closed database succeeded")
	}
}

func TestConcurrentQueries(t *testing.T) {
	db, _ := openFixture(t)
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for i := range 8 {
		wg.Go(func() {
			for range 20 {
				res, err := db.Query(context.Background(), "SELECT count(*) FROM singer JOIN concert ON id = singer_id", Limits{})
				if err != nil {
					errs <- err
					return
				}
				if res.Rows[0][0].I != 3 {
					errs <- errors.New("wrong count")
					return
				}
			}
			if i%4 == 0 {
				db.Query(context.Background(), endlessCTE, Limits{Timeout: 20 * time.Millisecond})
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
