package app

import (
	"reflect"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/wasm/protocol"
)

// TestDemoLeavesTheLists follows issue 33, item 6: once the user gives
// files of a kind, the demo's of that kind leave the Data view's lists,
// and the footer credits the demo only for what of it is still in use.
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
	// The demo's tables and databases stay listed while the user gave none.
	if s.demoAside(files[2]) || s.demoAside(files[3]) || !s.demoAside(files[0]) || !s.demoAside(files[1]) {
		t.Errorf("set aside: tables %v, database %v, gold %v, predictions %v; want the gold and predictions alone",
			s.demoAside(files[2]), s.demoAside(files[3]), s.demoAside(files[0]), s.demoAside(files[1]))
	}
	s.summary.Files = append(s.summary.Files, protocol.File{Name: "database/pets_1/pets_1.sqlite", Kind: protocol.DatabaseFile})
	if c := demoCredit(s); c != "" || !s.demoAside(files[3]) {
		t.Errorf("the user's own databases: footer %q (want no demo credit), the demo's database set aside: %v", c, s.demoAside(files[3]))
	}
	// Predictions alone: the demo's gold stays offered, as it pairs with them.
	s = newStore()
	s.gaveFiles = true
	s.summary = &protocol.Summary{Files: append(files[:4:4], protocol.File{Name: "mine.sql", Kind: protocol.PredFile}), Golds: []string{"demo/dev.json"}}
	if got := s.shownFiles(s.summary.Golds, ""); !reflect.DeepEqual(got, []string{"demo/dev.json"}) {
		t.Errorf("predictions alone: golds offered %v, want the demo's", got)
	}
}
