package dataset

import (
	"fmt"
	"strings"
)

// Example is one gold question paired with its prediction.
type Example struct {
	Index       int // 0-based over all paired questions
	Interaction int
	Turn        int
	DBID        string
	Gold        string
	Pred        string // the prediction as given (first tab field, stripped)
	Question    string
	GoldOrigin  string
	PredOrigin  string
	Err         string // the gold line could not be read: the example is reported, not scored
}

// Mode is the reading convention of one reference script.
type Mode int

// Reading modes.
const (
	Interactions Mode = iota // test-suite: blank lines separate interactions
	Flat                     // legacy Spider: blank lines are skipped
)

// Warning is a problem found while pairing inputs; evaluation goes on.
type Warning struct {
	Origin string
	Msg    string
}

func (w Warning) String() string { return w.Origin + ": " + w.Msg }

type goldItem struct {
	sql, db, origin, err string
}

func parseGold(name string, l Line) goldItem {
	f := strings.Split(l.Text, "\t")
	g := goldItem{origin: Origin(name, l.No)}
	if len(f) != 2 {
		g.sql = f[0]
		g.err = fmt.Sprintf("gold line has %d tab-separated fields, want 2 (SQL<TAB>db_id)", len(f))
		return g
	}
	g.sql, g.db = f[0], f[1]
	return g
}

func firstField(s string) string {
	if i := strings.IndexByte(s, '\t'); i >= 0 {
		return s[:i]
	}
	return s
}

// Pair reads a gold file and a prediction file into examples.
func Pair(gold, pred File, mode Mode) ([]Example, []Warning) {
	if mode == Flat {
		return pairFlat(gold, pred)
	}
	gs, ps := Sessions(gold.Data), Sessions(pred.Data)
	var warns []Warning
	if len(gs) == 1 && len(ps) >= 1 {
		// A single-interaction gold (Spider): align line by line. Blank
		// prediction lines, on which the reference would stop ("number of
		// sessions must equal"), are scored as unparsable predictions.
		return pairSingle(gold, pred, gs[0])
	}
	if len(gs) != len(ps) {
		warns = append(warns, Warning{pred.Name, fmt.Sprintf("%d interactions in the predictions, %d in the gold (%s); the first %d are paired",
			len(ps), len(gs), gold.Name, min(len(gs), len(ps)))})
	}
	var out []Example
	for i := 0; i < len(gs) && i < len(ps); i++ {
		g, p := gs[i], ps[i]
		if len(g) != len(p) {
			where := pred.Name
			if len(p) > 0 {
				where = Origin(pred.Name, p[0].No)
			} else if len(g) > 0 {
				where = Origin(gold.Name, g[0].No)
			}
			warns = append(warns, Warning{where, fmt.Sprintf("interaction %d has %d predictions for %d gold turns; only %d turns are scored (as the reference does)",
				i+1, len(p), len(g), min(len(g), len(p)))})
		}
		for t := 0; t < len(g) && t < len(p); t++ {
			out = append(out, makeExample(len(out), i, t, parseGold(gold.Name, g[t]), firstField(p[t].Text), Origin(pred.Name, p[t].No)))
		}
	}
	return out, warns
}

func makeExample(index, inter, turn int, g goldItem, pred, predOrigin string) Example {
	return Example{Index: index, Interaction: inter, Turn: turn, DBID: g.db, Gold: g.sql, Pred: pred,
		GoldOrigin: g.origin, PredOrigin: predOrigin, Err: g.err}
}

func pairSingle(gold, pred File, g []Line) ([]Example, []Warning) {
	var p []Line
	lines := AllLines(pred.Data)
	for len(lines) > 0 && lines[len(lines)-1].Text == "" {
		lines = lines[:len(lines)-1]
	}
	var warns []Warning
	for _, l := range lines {
		if l.Text == "" {
			warns = append(warns, Warning{Origin(pred.Name, l.No), "empty prediction; scored as an unparsable query (the reference would stop: number of sessions must equal)"})
		}
		p = append(p, l)
	}
	if len(p) != len(g) {
		warns = append(warns, Warning{pred.Name, fmt.Sprintf("%d prediction lines for %d gold lines (%s); the first %d are scored",
			len(p), len(g), gold.Name, min(len(g), len(p)))})
	}
	var out []Example
	for t := 0; t < len(g) && t < len(p); t++ {
		out = append(out, makeExample(t, 0, t, parseGold(gold.Name, g[t]), firstField(p[t].Text), Origin(pred.Name, p[t].No)))
	}
	return out, warns
}

func pairFlat(gold, pred File) ([]Example, []Warning) {
	g, p := NonBlank(gold.Data), NonBlank(pred.Data)
	var warns []Warning
	if n := len(AllLines(pred.Data)) - len(p); n > 0 && len(p) != len(g) {
		warns = append(warns, Warning{pred.Name, fmt.Sprintf("%d blank lines skipped, as the legacy script does: predictions after them are shifted", n)})
	}
	if len(g) != len(p) {
		warns = append(warns, Warning{pred.Name, fmt.Sprintf("%d predictions for %d gold lines (%s); the first %d are scored (as the reference does)",
			len(p), len(g), gold.Name, min(len(g), len(p)))})
	}
	var out []Example
	for t := 0; t < len(g) && t < len(p); t++ {
		out = append(out, makeExample(t, 0, t, parseGold(gold.Name, g[t]), firstField(p[t].Text), Origin(pred.Name, p[t].No)))
	}
	return out, warns
}
