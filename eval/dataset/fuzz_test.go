package dataset

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/spidereval/spidereval/internal/datakit"
)

// kitSeed returns the first n bytes of a data-kit file, nil when the kit is absent.
func kitSeed(rel string, n int) []byte {
	dir := datakit.Dir()
	if dir == "" {
		return nil
	}
	b, err := os.ReadFile(filepath.Join(dir, rel))
	if err != nil {
		return nil
	}
	return b[:min(n, len(b))]
}

// pairSeeds are gold/prediction pairs in every format the readers know.
func pairSeeds() [][2][]byte {
	seeds := [][2][]byte{
		{[]byte("SELECT count(*) FROM singer\tconcert_singer\nSELECT name FROM singer\tconcert_singer\n"), []byte("SELECT count(*) FROM singer\nSELECT name FROM singer\n")},
		{[]byte("q1\tdb\nq2\tdb\n\nq3\tdb\n\n"), []byte("p1\textra\np2\n\n\np3\n")},
		{[]byte("\ufeffq1\tdb\r\nq2\tdb\rq3 db\n"), []byte("\n\np1\n")},
		{[]byte(`[{"query": "SELECT 1", "db_id": "a", "question": "q?"}, {"sql": "SELECT 2", "db_id": "b"}, 3]`), []byte(`["SELECT 1", {"sql": "SELECT 2", "db_id": "c"}]`)},
		{[]byte(`[{"database_id": "a", "interaction": [{"query": "SELECT 1", "utterance": "u"}, {"query": ""}]}]`), []byte(`[["SELECT 1", "SELECT 2"], []]`)},
		{[]byte(`[{"question_md5": "x", "question_type": 1}]`), []byte(`[{"SQL": "SELECT 1", "difficulty": "easy"}]`)},
		{[]byte("[1, 2"), []byte("{}")},
	}
	for _, s := range [][2]string{
		{"spider/dev_gold.sql", "predictions/spider_dev.graphix_t5.sql"},
		{"sparc/dev_gold.txt", "predictions/sparc_dev.editsql.txt"},
		{"spider/dev.json", "predictions/spider_dev.gpt4_zeroshot.sql"},
		{"sparc/dev.json", "predictions/sparc_dev.editsql.txt"},
	} {
		if g, p := kitSeed(s[0], 1500), kitSeed(s[1], 600); g != nil && p != nil {
			seeds = append(seeds, [2][]byte{g, p})
		}
	}
	return seeds
}

// FuzzPair pairs arbitrary gold and prediction files under every reading mode. An error
// must name the file at fault; examples must be numbered in order, carry origins in their
// own files, and agree with the line readers.
func FuzzPair(f *testing.F) {
	for _, s := range pairSeeds() {
		for mode := range 3 {
			f.Add(s[0], s[1], uint8(mode))
		}
	}
	f.Fuzz(func(t *testing.T, goldData, predData []byte, m uint8) {
		mode := Mode(m % 3)
		gold, pred := File{Name: "gold.sql", Data: goldData}, File{Name: "pred.sql", Data: predData}
		p, err := Pair(gold, pred, mode)
		if err != nil {
			if !strings.Contains(err.Error(), gold.Name) && !strings.Contains(err.Error(), pred.Name) {
				t.Errorf("error names neither file: %v", err)
			}
			return
		}
		again, err := Pair(gold, pred, mode)
		if err != nil || !reflect.DeepEqual(p, again) {
			t.Errorf("Pair changed when repeated: %v", err)
		}
		turn, inter := 0, 0
		for i, e := range p.Examples {
			if e.Index != i {
				t.Errorf("example %d has index %d", i, e.Index)
			}
			if e.Interaction < inter || e.Interaction >= p.Interactions {
				t.Errorf("example %d: interaction %d after %d, of %d", i, e.Interaction, inter, p.Interactions)
			}
			if e.Interaction != inter {
				inter, turn = e.Interaction, 0
			}
			if e.Turn != turn {
				t.Errorf("example %d: turn %d, want %d", i, e.Turn, turn)
			}
			turn++
			if !strings.HasPrefix(e.GoldOrigin, gold.Name) || !strings.HasPrefix(e.PredOrigin, pred.Name) {
				t.Errorf("example %d: origins %q, %q", i, e.GoldOrigin, e.PredOrigin)
			}
			if e.Err == "" && (e.Gold == "" || !isJSON(goldData) && e.DBID == "") {
				t.Errorf("example %d: gold %q on database %q without an error", i, e.Gold, e.DBID)
			}
			// A line's first tab field: the line is stripped, not the field (as the reference).
			if isJSON(predData) && e.Pred != Strip(e.Pred) ||
				!isJSON(predData) && (strings.ContainsAny(e.Pred, "\t\r\n") || e.Pred != strings.TrimLeftFunc(e.Pred, isPySpace)) {
				t.Errorf("example %d: prediction %q is not a stripped entry or the first field of a stripped line", i, e.Pred)
			}
		}
		for _, w := range p.Warnings {
			if !strings.HasPrefix(w.Origin, gold.Name) && !strings.HasPrefix(w.Origin, pred.Name) {
				t.Errorf("warning %q names neither file", w)
			}
		}
		if mode == Flat && !isJSON(goldData) && !isJSON(predData) {
			if want := min(len(NonBlank(goldData)), len(NonBlank(predData))); len(p.Examples) != want {
				t.Errorf("flat mode paired %d examples, want %d", len(p.Examples), want)
			}
		}
	})
}

// FuzzLines checks the line readers against each other: every reader sees the same
// stripped lines, in order, numbered from 1.
func FuzzLines(f *testing.F) {
	for _, s := range pairSeeds() {
		f.Add(s[0])
		f.Add(s[1])
	}
	f.Add([]byte("a\r\n\r\n\rb\x85\x1c \n\n\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		all := AllLines(data)
		var nonBlank []Line
		for i, l := range all {
			if l.No != i+1 {
				t.Fatalf("line %d numbered %d", i+1, l.No)
			}
			if strings.ContainsAny(l.Text, "\r\n") || Strip(l.Text) != l.Text {
				t.Errorf("line %d not one stripped line: %q", l.No, l.Text)
			}
			if l.Text != "" {
				nonBlank = append(nonBlank, l)
			}
		}
		if got := NonBlank(data); !reflect.DeepEqual(got, nonBlank) {
			t.Errorf("NonBlank = %v, want %v", got, nonBlank)
		}
		if want := bytes.Count(data, []byte("\n")) + bytes.Count(data, []byte("\r")) - bytes.Count(data, []byte("\r\n")); len(all) != want && len(all) != want+1 {
			t.Errorf("%d lines for %d line breaks", len(all), want)
		}
		sessions := Sessions(data)
		var flat []Line
		for _, s := range sessions {
			flat = append(flat, s...)
		}
		if !reflect.DeepEqual(flat, nonBlank) {
			t.Errorf("Sessions hold %v, want the non-blank lines %v", flat, nonBlank)
		}
		if got := SessionsFor(data, Flat); len(got) != 1 || !reflect.DeepEqual(got[0], nonBlank) {
			t.Errorf("SessionsFor(Flat) = %v", got)
		}
		closed := SessionsFor(data, ClosedInteractions)
		if len(closed) > len(sessions) || !reflect.DeepEqual(closed, sessions[:len(closed)]) {
			t.Errorf("closed interactions %v are not a prefix of %v", closed, sessions)
		}
		if !reflect.DeepEqual(SessionsFor(data, Interactions), sessions) {
			t.Errorf("SessionsFor(Interactions) differs from Sessions")
		}
	})
}
