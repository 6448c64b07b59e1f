package features

import (
	"strings"
	"testing"

	"github.com/spidereval/spidereval/eval/report"
)

func TestTable(t *testing.T) {
	one, zero := 1, 0
	recs := []report.Record{
		{Hardness: "easy", Exact: 1, Exec: &one, GoldFeatures: []string{Join, Aggregate}, PredFeatures: []string{Join, Aggregate}},
		{Hardness: "easy", Exact: 0, Exec: &one, GoldFeatures: []string{Join}, PredFeatures: []string{}},
		{Hardness: "easy", Exact: 0, Exec: &zero, GoldFeatures: []string{}, PredFeatures: []string{Like}},
		{Hardness: "easy", Exact: 1, Exec: &one}, // not profiled: left out
	}
	rows := Table(recs)
	got := map[string]Row{}
	var names []string
	for _, r := range rows {
		got[r.Feature] = r
		names = append(names, r.Feature)
	}
	if strings.Join(names, ",") != "JOIN,aggregate,LIKE" {
		t.Fatalf("rows %v", names)
	}
	if j := got[Join]; j.With.Count != 2 || j.With.Exact != 0.5 || j.With.Exec != 1 || j.Without.Count != 1 || j.Without.Exec != 0 || j.Lacks != 1 || j.Adds != 0 {
		t.Errorf("JOIN %+v", j)
	}
	if l := got[Like]; l.With.Count != 0 || l.Adds != 1 || l.Without.Count != 3 {
		t.Errorf("LIKE %+v", l)
	}
	var sb strings.Builder
	WriteTable(&sb, rows, "match")
	if !strings.Contains(sb.String(), "LIKE") || strings.Contains(sb.String(), "exec") {
		t.Errorf("match-only table:\n%s", sb.String())
	}
}
