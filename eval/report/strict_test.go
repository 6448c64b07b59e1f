package report

import (
	"slices"
	"testing"
)

func TestStrictBreakdown(t *testing.T) {
	one, zero := 1, 0
	rec := func(exec *int, strict ...string) Record {
		return Record{Hardness: "easy", Exec: exec, Strict: strict}
	}
	records := []Record{
		rec(&zero), rec(&one, "duplicates"), rec(&one), rec(nil), rec(&one, "both_empty", "columns"), rec(&one, "duplicates"), rec(&one),
	}
	var keys []string
	var counts []int
	for _, g := range Breakdown(records, "strict") {
		keys, counts = append(keys, g.Key), append(counts, g.Count)
	}
	wantKeys := []string{StrictRight, "duplicates", "both_empty+columns", StrictWrong, StrictNone}
	if !slices.Equal(keys, wantKeys) || !slices.Equal(counts, []int{2, 2, 1, 1, 1}) {
		t.Errorf("groups %v %v, want %v [2 2 1 1 1]", keys, counts, wantKeys)
	}
	s := Strict(records)
	if s.Count != 6 || s.Right != 5 || s.StrictEX != 2 || s.Flagged["duplicates"] != 2 || s.Flagged["both_empty"] != 1 || s.Flagged["columns"] != 1 || s.Flagged["order"] != 0 {
		t.Errorf("summary %+v", s)
	}
}
