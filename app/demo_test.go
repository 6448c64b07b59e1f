package app

import (
	"reflect"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/wasm/protocol"
)

// TestDemoLeavesTheLists follows issue 33, item 6: once the user gives
// files of their own, the demo's leave the Data view's lists and the
// footer credits the demo only for what of it is still in use.
func TestDemoLeavesTheLists(t *testing.T) {
	files := []protocol.File{
		{Name: "demo/dev.json", Kind: protocol.GoldFile}, {Name: "demo/pred_graphix_t5.sql", Kind: protocol.PredFile},
		{Name: "demo/tables.json", Kind: protocol.TablesFile}, {Name: "demo/database/pets_1/pets_1.sqlite", Kind: protocol.DatabaseFile},
		{Name: "gold.sql", Kind: protocol.GoldFile}, {Name: "mine.sql", Kind: protocol.PredFile},
	}
	golds := []string{"demo/dev.json", "gold.sql"}
	s := newStore()
	s.summary = &protocol.Summary{Files: files, Golds: golds}
	s.gold, s.pred = "demo/dev.json", "demo/pred_graphix_t5.sql"
	if got := s.shownFiles(golds, s.gold); !reflect.DeepEqual(got, golds) || !strings.Contains(demoCredit(s), "Demo data") {
		t.Errorf("the demo alone: lists %v, footer %q", got, demoCredit(s))
	}

	s.gaveFiles = true
	if got := s.shownFiles(golds, "demo/dev.json"); !reflect.DeepEqual(got, golds) || !strings.Contains(demoCredit(s), "Demo data") {
		t.Errorf("the user's files beside the demo's chosen files: lists %v, footer %q", got, demoCredit(s))
	}
	s.gold, s.pred = "gold.sql", "mine.sql"
	if got := s.shownFiles(golds, s.gold); !reflect.DeepEqual(got, []string{"gold.sql"}) {
		t.Errorf("the user's files chosen: gold list %v, want the user's alone", got)
	}
	if c := demoCredit(s); !strings.Contains(c, "Databases from the demo") {
		t.Errorf("the user's SQL on the demo's databases: footer %q", c)
	}
	s.summary.Files = append(s.summary.Files, protocol.File{Name: "database/pets_1/pets_1.sqlite", Kind: protocol.DatabaseFile})
	if c := demoCredit(s); c != "" {
		t.Errorf("the user's own databases: footer %q, want no demo credit", c)
	}
}
