package lenient

import (
	"context"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/exec/exectest"
)

func TestCheckRerunsBothQueries(t *testing.T) {
	dir := t.TempDir()
	exectest.WriteDB(t, filepath.Join(dir, "shop", "shop.sqlite"), `CREATE TABLE item (id int, name text, price real);
		INSERT INTO item VALUES (1, 'pen', 1.5), (2, 'ink', 1.5), (3, 'pad', 4.0)`)
	cat := exec.NewDirCatalog(dir)
	defer cat.Close()
	cases := []struct {
		gold, pred string
		ref        Reference
		want       []Relaxation
		skipped    string
	}{
		{"SELECT name FROM item ORDER BY price DESC, name", "SELECT name, price FROM item ORDER BY price DESC, name", TestSuiteRef, []Relaxation{ExtraColumns}, ""},
		{"SELECT name FROM item ORDER BY id", "SELECT name FROM item ORDER BY id DESC", TestSuiteRef, []Relaxation{RowOrder}, ""},
		{"SELECT price FROM item GROUP BY price", "SELECT price FROM item", TestSuiteRef, []Relaxation{Distinct}, ""},
		{"SELECT avg(price) FROM item", "SELECT sum(price) / 3.0000001 FROM item", TestSuiteRef, []Relaxation{FloatTolerance}, ""},
		{"SELECT name, price FROM item", "SELECT price, name FROM item", BirdRef, []Relaxation{ColumnOrder}, ""},
		{"SELECT name FROM item", "SELECT nme FROM item", TestSuiteRef, nil, "prediction failed"},
		{"SELECT name FROM item", "SELECT name FROM item", TestSuiteRef, nil, "equal as re-run"},
		{"SELECT name FROM item", "SELECT id FROM item", TestSuiteRef, nil, ""},
	}
	for _, tc := range cases {
		o := Check(context.Background(), cat, Question{DBID: "shop", Gold: tc.gold, Pred: tc.pred}, Options{Reference: tc.ref})
		if !reflect.DeepEqual(o.Flips, tc.want) || !strings.Contains(o.Skipped, tc.skipped) || (tc.skipped == "") != (o.Skipped == "") {
			t.Errorf("%s | %s: flips %v skipped %q, want %v and %q", tc.gold, tc.pred, o.Flips, o.Skipped, tc.want, tc.skipped)
		}
	}
	if o := Check(context.Background(), cat, Question{DBID: "absent", Gold: "SELECT 1", Pred: "SELECT 2"}, Options{}); !strings.HasPrefix(o.Skipped, "no database") {
		t.Errorf("missing database: %+v", o)
	}
}
