package protocol

import (
	"cmp"
	"fmt"
	"path"
	"slices"
	"strings"
)

// file finds a listed file by name.
func (s *Summary) file(name string) (File, bool) {
	for i := len(s.Files) - 1; i >= 0; i-- {
		if s.Files[i].Name == name {
			return s.Files[i], true
		}
	}
	return File{}, false
}

// Sound tells whether gold and pred pair one to one: as many predictions
// (or prediction lines, blank ones inside counted) as gold questions.
func (s *Summary) Sound(gold, pred string) bool {
	g, ok1 := s.file(gold)
	p, ok2 := s.file(pred)
	return ok1 && ok2 && g.Count > 0 && (p.Count == g.Count || p.Lines == g.Count)
}

// commonPrefix is the length of the common start of two files' base names
// without extension ("mini_dev_gpt-4.json" and "mini_dev_sqlite.json": 9).
func commonPrefix(a, b string) int {
	a, b = strings.ToLower(path.Base(a)), strings.ToLower(path.Base(b))
	a, b = strings.TrimSuffix(a, path.Ext(a)), strings.TrimSuffix(b, path.Ext(b))
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// rankGolds orders gold files for a prediction file (pred may be ""): the
// newest load first, then those with question text (JSON), then the name
// closest to the prediction file's, then by name.
func (s *Summary) rankGolds(golds []string, pred string) []string {
	out := slices.Clone(golds)
	slices.SortStableFunc(out, func(a, b string) int {
		fa, _ := s.file(a)
		fb, _ := s.file(b)
		return cmp.Or(cmp.Compare(fb.Batch, fa.Batch), cmp.Compare(b2i(fb.Questions), b2i(fa.Questions)),
			cmp.Compare(commonPrefix(b, pred), commonPrefix(a, pred)), cmp.Compare(a, b))
	})
	return out
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Choose picks the default files from the newest load that brought a
// gold or prediction file: its prediction file (first by name) that pairs
// one to one with a gold set, and the best such gold (rankGolds); or, when
// it brought gold sets only, its best gold that a loaded prediction file
// pairs with. The gold's difficulty file comes with it. When nothing
// pairs, no prediction file is chosen and Why says why.
func (s *Summary) Choose() Choice {
	newest := -1
	for _, f := range s.Files {
		if (f.Kind == GoldFile || f.Kind == PredFile) && f.Error == "" && (slices.Contains(s.Golds, f.Name) || slices.Contains(s.Preds, f.Name)) {
			newest = max(newest, f.Batch)
		}
	}
	inNewest := func(names []string) []string {
		var out []string
		for _, n := range names {
			if f, ok := s.file(n); ok && f.Batch == newest {
				out = append(out, n)
			}
		}
		return out
	}
	preds := slices.DeleteFunc(inNewest(s.Preds), func(p string) bool { return slices.Contains(s.Unlikely, p) })
	slices.Sort(preds)
	golds := s.rankGolds(inNewest(s.Golds), "")
	var c Choice
	switch {
	case len(preds) > 0:
		for _, p := range preds {
			if g := s.GoldFor(p); g != "" {
				c = Choice{Gold: g, Pred: p}
				c.Difficulty, _ = s.DifficultyFor(g)
				if n := len(slices.DeleteFunc(slices.Clone(preds), func(q string) bool { return !s.Sound(g, q) })); n > 1 {
					c.Note = fmt.Sprintf("%d prediction files of this load pair with %s; %s is scored first (the first by name): choose another under Predictions.", n, g, p)
				}
				return c
			}
		}
		if all := s.rankGolds(s.Golds, preds[0]); len(all) > 0 {
			c.Gold = all[0]
		}
	case len(golds) > 0:
		for _, g := range golds {
			if p := s.PredFor(g); p != "" {
				c = Choice{Gold: g, Pred: p}
				c.Difficulty, _ = s.DifficultyFor(g)
				return c
			}
		}
		c.Gold = golds[0]
	case len(s.Golds) > 0:
		c.Gold = s.rankGolds(s.Golds, "")[0]
	}
	c.Difficulty, _ = s.DifficultyFor(c.Gold)
	g, _ := s.file(c.Gold)
	switch {
	case len(s.Golds) == 0 && len(s.Preds) == 0:
	case len(s.Golds) == 0:
		c.Why = "No gold file is loaded: add one to score."
	case len(preds) > 0:
		p, _ := s.file(preds[0])
		c.Why = fmt.Sprintf("No gold file has as many questions as %s has predictions (%d; %s has %s), so none is chosen: add the gold of these predictions, or choose both files to score them anyway.",
			p.Name, p.Count, g.Name, plural(g.Count, "question"))
	case len(s.Preds) == 0:
		c.Why = "No prediction file is loaded: add one to score."
	default:
		c.Why = fmt.Sprintf("No prediction file has as many entries as %s has questions (%d), so none is chosen: add one, or choose both files to score them anyway.", g.Name, g.Count)
	}
	return c
}

// GoldFor is the best gold set pred pairs with soundly, "" when none.
func (s *Summary) GoldFor(pred string) string {
	golds := slices.DeleteFunc(slices.Clone(s.Golds), func(g string) bool { return !s.Sound(g, pred) })
	if len(golds) == 0 {
		return ""
	}
	return s.rankGolds(golds, pred)[0]
}

// PredFor is the prediction file of the newest load that pairs soundly
// with gold, "" when none does.
func (s *Summary) PredFor(gold string) string {
	best, batch := "", -1
	for _, p := range s.Preds {
		f, _ := s.file(p)
		if !slices.Contains(s.Unlikely, p) && s.Sound(gold, p) && f.Batch > batch {
			best, batch = p, f.Batch
		}
	}
	return best
}

// DifficultyFor picks the difficulty file of a gold of BIRD SQL lines:
// one with as many questions, the name closest to the gold's first. A gold
// that is itself a question file needs none. why says why none fits.
func (s *Summary) DifficultyFor(gold string) (diff, why string) {
	if gold == "" || slices.Contains(s.Difficulties, gold) || len(s.Difficulties) == 0 {
		return "", ""
	}
	g, _ := s.file(gold)
	var fits []string
	for _, d := range s.Difficulties {
		if f, _ := s.file(d); f.Count == g.Count {
			fits = append(fits, d)
		}
	}
	if len(fits) == 0 {
		var have []string
		for _, d := range s.Difficulties {
			f, _ := s.file(d)
			have = append(have, fmt.Sprintf("%s has %d", f.Name, f.Count))
		}
		return "", fmt.Sprintf("No difficulty file has %s (%s).", plural(g.Count, "question"), strings.Join(have, ", "))
	}
	slices.SortStableFunc(fits, func(a, b string) int {
		return cmp.Or(cmp.Compare(commonPrefix(b, gold), commonPrefix(a, gold)), cmp.Compare(a, b))
	})
	return fits[0], ""
}

// DifficultyMismatch says why a chosen difficulty file does not fit gold
// ("" when it does): its questions are matched by position, so a file of
// another length gives the questions wrong difficulties.
func (s *Summary) DifficultyMismatch(gold, diff string) string {
	if diff == "" {
		return ""
	}
	g, ok1 := s.file(gold)
	d, ok2 := s.file(diff)
	if !ok1 || !ok2 || g.Count == d.Count {
		return ""
	}
	return fmt.Sprintf("%s has %s for %s of %s: difficulties are matched by position, so the table by difficulty would be wrong.",
		d.Name, plural(d.Count, "question"), plural(g.Count, "gold question"), g.Name)
}

// PairNote says how gold and pred pair when they do not pair one to one
// ("" when they do or either is unchosen).
func (s *Summary) PairNote(gold, pred string) string {
	if gold == "" || pred == "" || s.Sound(gold, pred) {
		return ""
	}
	g, ok1 := s.file(gold)
	p, ok2 := s.file(pred)
	if !ok1 || !ok2 || g.Count == 0 || p.Count == 0 {
		return ""
	}
	return fmt.Sprintf("%s has %s for %s in %s: only the first %d are paired, position by position.",
		p.Name, plural(p.Count, "prediction"), plural(g.Count, "question"), g.Name, min(p.Count, g.Count))
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
