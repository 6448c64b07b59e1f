package audit

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/internal/datakit"
)

// The kit's README names three train golds that fail to execute: two in
// document_management (ORDER BY before INTERSECT) and one in
// assets_maintenance (no such table: Ref_Company_Types).
func TestKitTrainGoldsThatFail(t *testing.T) {
	gold := datakit.Path(t, "spider", "train_gold.sql")
	cat := exec.NewDirCatalog(datakit.Path(t, "spider", "database"))
	defer cat.Close()
	var golds []Gold
	for _, g := range readGolds(t, gold) {
		if g.DBID == "document_management" || g.DBID == "assets_maintenance" {
			golds = append(golds, g)
		}
	}
	if len(golds) < 50 {
		t.Fatalf("only %d train golds on the two databases", len(golds))
	}
	rep, err := Run(context.Background(), golds, cat, Options{Limits: exec.Limits{Timeout: 10 * time.Second}, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	var fails []Finding
	for _, f := range rep.Findings {
		if f.Kind == Fails {
			fails = append(fails, f)
		}
	}
	if len(fails) != 3 {
		t.Fatalf("%d golds fail, want 3: %v", len(fails), fails)
	}
	causes := map[string]int{}
	for _, f := range fails {
		if !strings.HasPrefix(f.Origin, gold+":") {
			t.Errorf("origin %q is not a line of %s", f.Origin, gold)
		}
		switch {
		case f.DBID == "document_management" && strings.Contains(f.Cause, "ORDER BY clause should come after INTERSECT"):
			causes["order by"]++
		case f.DBID == "assets_maintenance" && strings.Contains(f.Cause, "no such table: Ref_Company_Types"):
			causes["no such table"]++
		default:
			t.Errorf("unexpected failure %s", f)
		}
	}
	if causes["order by"] != 2 || causes["no such table"] != 1 {
		t.Errorf("causes %v, want 2 ORDER BY/INTERSECT and 1 missing table", causes)
	}
}
