package protocol

import (
	"strings"
	"testing"
)

// TestChoose checks the default choice of gold, predictions and
// difficulties on listings like the data kit's folders.
func TestChoose(t *testing.T) {
	gold := func(name string, n, batch int, questions bool) File {
		return File{Name: name, Kind: GoldFile, Count: n, Batch: batch, Questions: questions}
	}
	pred := func(name string, n, lines, batch int) File {
		return File{Name: name, Kind: PredFile, Count: n, Lines: lines, Batch: batch}
	}
	summary := func(files ...File) *Summary {
		s := &Summary{Files: files}
		for _, f := range files {
			switch f.Kind {
			case GoldFile:
				s.Golds = append(s.Golds, f.Name)
			case PredFile:
				s.Preds = append(s.Preds, f.Name)
			}
		}
		return s
	}
	sparc := []File{gold("sparc/dev.json", 1203, 1, true), gold("sparc/dev_gold.txt", 1203, 1, false), pred("sparc/dev_db_ids.txt", 422, 422, 1)}
	bird := func(extra ...File) *Summary {
		s := summary(append([]File{
			gold("b/dev.json", 1534, 1, true), gold("b/dev_gold.sql", 1534, 1, false),
			gold("b/mini_dev_sqlite.json", 500, 1, true), gold("b/mini_dev_sqlite_gold.sql", 500, 1, false),
			pred("b/predictions/bird_dev.damo.json", 1534, 0, 1), pred("b/predictions/mini_dev_gpt-4.json", 500, 0, 1),
		}, extra...)...)
		s.Difficulties = []string{"b/dev.json", "b/mini_dev_sqlite.json"}
		s.Bird = append([]string{"b/dev_gold.sql", "b/mini_dev_sqlite_gold.sql"}, s.Preds...)
		return s
	}
	for _, c := range []struct {
		name string
		s    *Summary
		want Choice
		why  string // a part of Why
	}{
		{"nothing", summary(), Choice{}, ""},
		{"SParC folder without predictions", withUnlikely(summary(sparc...), "sparc/dev_db_ids.txt"), Choice{Gold: "sparc/dev.json"}, "No prediction file has as many entries as sparc/dev.json has questions (1203)"},
		{"a prediction file after the folder", withUnlikely(summary(append(sparc, pred("mine.txt", 1203, 1624, 3))...), "sparc/dev_db_ids.txt"),
			Choice{Gold: "sparc/dev.json", Pred: "mine.txt"}, ""},
		{"a prediction file of no gold's length", summary(append(sparc[:2:2], pred("short.txt", 41, 41, 3))...),
			Choice{Gold: "sparc/dev.json"}, "as short.txt has predictions (41; sparc/dev.json has 1203 questions)"},
		{"an older pairing is not chosen for a newer gold", summary(gold("demo/dev.json", 167, 1, true), pred("demo/pred.sql", 167, 167, 1), gold("sparc/dev.json", 1203, 2, true)),
			Choice{Gold: "sparc/dev.json"}, "No prediction file has as many entries"},
		{"a newer gold an older prediction file pairs with", summary(pred("p.sql", 1034, 1034, 1), gold("spider/dev.json", 1034, 2, true)),
			Choice{Gold: "spider/dev.json", Pred: "p.sql"}, ""},
		{"blank lines inside a line file count", summary(gold("dev_gold.sql", 4, 1, false), pred("p.sql", 3, 4, 2)), Choice{Gold: "dev_gold.sql", Pred: "p.sql"}, ""},
		{"BIRD folder: the first prediction file and its gold", bird(), Choice{Gold: "b/dev.json", Pred: "b/predictions/bird_dev.damo.json"}, ""},
		{"BIRD: a file the user adds is chosen", bird(pred("mine.json", 500, 0, 2)), Choice{Gold: "b/mini_dev_sqlite.json", Pred: "mine.json"}, ""},
		{"BIRD: gold lines get the difficulty file of their length", func() *Summary {
			s := bird(pred("mine.json", 500, 0, 2))
			s.Golds = []string{"b/dev_gold.sql", "b/mini_dev_sqlite_gold.sql", "b/dev.json", "b/mini_dev_sqlite.json"}
			s.Files = append(s.Files[2:4:4], s.Files...)
			return s
		}(), Choice{Gold: "b/mini_dev_sqlite.json", Pred: "mine.json"}, ""},
		{"the newest load's gold first", summary(gold("demo/dev.json", 1034, 1, true), pred("demo/pred.sql", 1034, 1034, 1), gold("spider/dev.json", 1034, 2, true), pred("p.sql", 1034, 1034, 3)),
			Choice{Gold: "spider/dev.json", Pred: "p.sql"}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := c.s.Choose()
			why := got.Why
			got.Why, got.Note = "", ""
			if got != c.want {
				t.Errorf("Choose() = %+v, want %+v", got, c.want)
			}
			if !strings.Contains(why, c.why) || (c.why == "") != (why == "") {
				t.Errorf("Why = %q, want it to hold %q", why, c.why)
			}
		})
	}
}

func withUnlikely(s *Summary, names ...string) *Summary {
	s.Unlikely = names
	return s
}

// TestDifficultyFor checks that BIRD gold lines get the difficulty file
// of their length and that another length is named as wrong.
func TestDifficultyFor(t *testing.T) {
	s := &Summary{
		Files: []File{{Name: "dev.json", Count: 1534}, {Name: "mini_dev_sqlite.json", Count: 500}, {Name: "mini_dev_sqlite.jsonl", Count: 500},
			{Name: "mini_dev_sqlite_gold.sql", Count: 500}, {Name: "dev_gold.sql", Count: 1534}, {Name: "other_gold.sql", Count: 7}},
		Difficulties: []string{"dev.json", "mini_dev_sqlite.json", "mini_dev_sqlite.jsonl"},
	}
	for gold, want := range map[string]string{"mini_dev_sqlite_gold.sql": "mini_dev_sqlite.json", "dev_gold.sql": "dev.json", "dev.json": "", "other_gold.sql": ""} {
		if got, _ := s.DifficultyFor(gold); got != want {
			t.Errorf("DifficultyFor(%s) = %q, want %q", gold, got, want)
		}
	}
	if _, why := s.DifficultyFor("other_gold.sql"); !strings.Contains(why, "No difficulty file has 7 questions") {
		t.Errorf("why = %q", why)
	}
	if m := s.DifficultyMismatch("mini_dev_sqlite_gold.sql", "dev.json"); !strings.Contains(m, "dev.json has 1534 questions for 500 gold questions") {
		t.Errorf("mismatch = %q", m)
	}
	if m := s.DifficultyMismatch("mini_dev_sqlite_gold.sql", "mini_dev_sqlite.jsonl"); m != "" {
		t.Errorf("mismatch of a fitting file = %q", m)
	}
}

// TestChooseNote: a prediction file chosen among several of one load that
// pair with the gold says so; a lone one says nothing.
func TestChooseNote(t *testing.T) {
	files := func(names ...string) *Summary {
		s := &Summary{Files: []File{{Name: "dev_gold.sql", Kind: GoldFile, Count: 1034, Batch: 1}}, Golds: []string{"dev_gold.sql"}}
		for _, n := range names {
			count := 1034
			if strings.HasPrefix(n, "short") {
				count = 10
			}
			s.Files = append(s.Files, File{Name: n, Kind: PredFile, Count: count, Lines: count, Batch: 1})
			s.Preds = append(s.Preds, n)
		}
		return s
	}
	for _, c := range []struct {
		s          *Summary
		pred, note string // the chosen file and a part of Note ("": none)
	}{
		{files("c.sql", "a.sql", "b.sql"), "a.sql", "3 prediction files of this load pair with dev_gold.sql; a.sql is scored first (the first by name)"},
		{files("b.sql", "short.sql"), "b.sql", ""},
		{files("only.sql"), "only.sql", ""},
	} {
		got := c.s.Choose()
		if got.Pred != c.pred || !strings.Contains(got.Note, c.note) || (c.note == "") != (got.Note == "") {
			t.Errorf("%v: chose %q with note %q; want %q and %q", c.s.Preds, got.Pred, got.Note, c.pred, c.note)
		}
	}
}
