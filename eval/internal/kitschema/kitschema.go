// Package kitschema is test support: the schemas of the data kit's Spider
// databases, read from their files (as the reference reads them) once per
// test binary.
package kitschema

import (
	"sync"
	"testing"

	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/schema"
	"github.com/spidereval/spidereval/internal/datakit"
)

var schemas sync.Map

// Spider is the schema of the kit's database spider/database/db/db.sqlite;
// the test skips without a kit and fails when the kit lacks the file or
// it cannot be read.
func Spider(t testing.TB, db string) *schema.Schema {
	t.Helper()
	if s, ok := schemas.Load(db); ok {
		return s.(*schema.Schema)
	}
	s, err := exec.ReadSchemaFile(db, datakit.Path(t, "spider", "database", db, db+".sqlite"))
	if err != nil {
		t.Fatal(err)
	}
	schemas.Store(db, s)
	return s
}
