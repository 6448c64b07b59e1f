package dataset

import (
	"fmt"
	"hash/maphash"
	"maps"
	"slices"
	"strings"
	"sync"
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
	Fields      map[string]string // other string fields of a JSON gold record (for breakdowns)
	GoldOrigin  string
	PredOrigin  string
	Err         string // the gold could not be read: the example is reported, not scored
}

// Mode is the reading convention of one reference script.
type Mode int

// Reading modes.
const (
	Interactions       Mode = iota // test-suite: blank lines separate interactions
	Flat                           // legacy Spider: blank lines are skipped
	ClosedInteractions             // original SParC: an interaction counts only when a blank line closes it
)

// Warning is a problem found while pairing inputs; evaluation goes on.
type Warning struct {
	Origin string
	Msg    string
	// Quirk marks a reference behaviour that well-formed inputs trigger
	// (noted, not an input the reference would refuse).
	Quirk bool
	// Misread marks an input the reference reads without a word but
	// wrongly (BIRD predictions paired by position with other keys).
	Misread bool
}

func (w Warning) String() string { return w.Origin + ": " + w.Msg }

// item is one gold or prediction entry before pairing.
type item struct {
	sql, db, question, origin, err string
	fields                         map[string]string
}

func goldFromLine(name string, l Line) item {
	f := strings.Split(l.Text, "\t")
	g := item{origin: Origin(name, l.No)}
	if len(f) != 2 {
		g.sql = f[0]
		g.err = fmt.Sprintf("gold line has %d tab-separated fields, want 2 (SQL<TAB>db_id)", len(f))
		return g
	}
	g.sql, g.db = f[0], f[1]
	return g
}

// predFromLine is one prediction line; bom says that the file starts with
// a byte-order mark, which the reference keeps in its first line.
func predFromLine(name string, l Line, bom bool) item {
	s := l.Text
	if i := strings.IndexByte(s, '\t'); i >= 0 {
		s = s[:i]
	}
	if bom && l.No == 1 && s != "" && !strings.HasPrefix(s, utf8BOM) {
		s = utf8BOM + s
	}
	return item{sql: s, origin: Origin(name, l.No)}
}

// readItems splits a file into interactions of items under a reading mode.
func readItems(f File, mode Mode, gold bool) ([][]item, error) {
	if isJSON(f.Data) {
		return jsonItems(f, gold)
	}
	var out [][]item
	for _, s := range SessionsFor(f.Data, mode) {
		items := make([]item, len(s))
		for i, l := range s {
			if gold {
				items[i] = goldFromLine(f.Name, l)
			} else {
				items[i] = predFromLine(f.Name, l, hasBOM(f.Data))
			}
		}
		out = append(out, items)
	}
	return out, nil
}

// Paired is the result of pairing a gold file with a prediction file.
type Paired struct {
	Examples     []Example
	Interactions int // paired interactions, empty ones included
	Warnings     []Warning
}

// Pair reads a gold file and a prediction file into examples. An error
// means a whole file could not be read (malformed JSON).
func Pair(gold, pred File, mode Mode) (*Paired, error) {
	gold, goldWarns := FromUTF16(gold)
	pred, predWarns := FromUTF16(pred)
	gs, err := readItems(gold, mode, true)
	if err != nil {
		return nil, err
	}
	if countItems(gs) == 0 {
		return nil, fmt.Errorf("%s: no gold question (the file is empty)", gold.Name)
	}
	ps, err := readItems(pred, mode, false)
	if err != nil {
		return nil, err
	}
	warns := append(append(goldWarns, predWarns...), bomWarnings(gold, pred)...)
	warns = append(warns, InvalidUTF8(gold)...)
	warns = append(warns, InvalidUTF8(pred)...)
	if countItems(ps) == 0 {
		warns = append(warns, Warning{Origin: pred.Name, Msg: "no prediction (the file is empty): no question is scored"})
	}
	if mode == ClosedInteractions {
		for _, f := range []File{gold, pred} {
			if !isJSON(f.Data) && len(Sessions(f.Data)) > len(SessionsFor(f.Data, mode)) {
				warns = append(warns, Warning{Origin: f.Name, Msg: "the last interaction has no blank line after it and is dropped, as the original SParC script does", Quirk: true})
			}
		}
	}
	if mode == Flat && !isJSON(pred.Data) {
		if n := len(predLinesWithBlanks(pred)) - len(NonBlank(pred.Data)); n > 0 {
			warns = append(warns, Warning{Origin: pred.Name, Msg: fmt.Sprintf("%s skipped, as the legacy script does: the predictions after them are compared with later gold questions", Plural(n, "blank line"))})
		}
	}
	if mode == Interactions && len(gs) == 1 && len(ps) > 1 && !isJSON(pred.Data) {
		// A single-interaction gold (Spider): align line by line. Blank
		// prediction lines, on which the reference would stop ("number of
		// sessions must equal"), are scored as unparsable predictions.
		ps = [][]item{predLinesWithBlanks(pred)}
	}
	if len(gs) == 1 && len(ps) > 1 && isJSON(pred.Data) {
		ps = [][]item{flatten(ps)}
	}
	if len(gs) > 1 && len(ps) == 1 && isJSON(pred.Data) {
		ps = regroup(ps[0], gs)
	}
	single := len(gs) == 1
	if len(gs) != len(ps) {
		warns = append(warns, Warning{Origin: pred.Name, Msg: fmt.Sprintf("%s in the predictions, %d in the gold (%s); the first %d are paired",
			Plural(len(ps), "interaction"), len(gs), gold.Name, min(len(gs), len(ps)))})
	}
	if len(gs) > 1 {
		for _, f := range []struct {
			file File
			s    [][]item
		}{{gold, gs}, {pred, ps}} {
			warns = append(warns, emptyInteractions(f.file, f.s, min(len(gs), len(ps)))...)
		}
	}
	var out []Example
	for i := 0; i < len(gs) && i < len(ps); i++ {
		g, p := gs[i], ps[i]
		if len(g) != len(p) {
			if single {
				warns = append(warns, Warning{Origin: pred.Name, Msg: fmt.Sprintf("%s for %s (%s); the first %d are scored (as the reference does)",
					Plural(len(p), "prediction"), Plural(len(g), "gold question"), gold.Name, min(len(g), len(p)))})
			} else {
				where := pred.Name
				if len(p) > 0 {
					where = p[0].origin
				}
				warns = append(warns, Warning{Origin: where, Msg: fmt.Sprintf("interaction %d has %s for %s; only %s scored (as the reference does)",
					i+1, Plural(len(p), "prediction"), Plural(len(g), "gold turn"), Plural(min(len(g), len(p)), "turn"))})
			}
		}
		for t := 0; t < len(g) && t < len(p); t++ {
			gi, pi := g[t], p[t]
			if pi.db != "" && gi.db != "" && pi.db != gi.db {
				warns = append(warns, Warning{Origin: pi.origin, Msg: fmt.Sprintf("prediction names database %q, gold %q (%s); scored against the gold's", pi.db, gi.db, gi.origin)})
			}
			out = append(out, Example{Index: len(out), Interaction: i, Turn: t, DBID: gi.db, Gold: gi.sql, Pred: pi.sql,
				Question: gi.question, Fields: gi.fields, GoldOrigin: gi.origin, PredOrigin: pi.origin, Err: gi.err})
		}
	}
	return &Paired{Examples: out, Interactions: min(len(gs), len(ps)), Warnings: warns}, nil
}

// predLinesWithBlanks reads every prediction line, keeping blank ones in place
// (trailing blank lines dropped).
func predLinesWithBlanks(pred File) []item {
	lines := AllLines(pred.Data)
	for len(lines) > 0 && lines[len(lines)-1].Text == "" {
		lines = lines[:len(lines)-1]
	}
	out := make([]item, len(lines))
	for i, l := range lines {
		out[i] = predFromLine(pred.Name, l, hasBOM(pred.Data))
	}
	return out
}

func flatten(s [][]item) []item {
	var out []item
	for _, x := range s {
		out = append(out, x...)
	}
	return out
}

// regroup splits a flat prediction list into the gold's interaction sizes.
func regroup(flat []item, gs [][]item) [][]item {
	var out [][]item
	for _, g := range gs {
		n := min(len(g), len(flat))
		out = append(out, flat[:n])
		flat = flat[n:]
	}
	if len(flat) > 0 {
		out[len(out)-1] = append(out[len(out)-1], flat...)
	}
	return out
}

// countItems counts the entries of all interactions.
func countItems(s [][]item) int {
	n := 0
	for _, it := range s {
		n += len(it)
	}
	return n
}

// emptyInteractions warns of the paired interactions of a line file that
// are empty (two blank lines in a row): the reference pairs them with the
// other file's interaction, which then counts as matched with no turn.
func emptyInteractions(f File, s [][]item, paired int) []Warning {
	if isJSON(f.Data) {
		return nil
	}
	var warns []Warning
	ends := sessionLines(f.Data)
	for i := 0; i < paired && i < len(s) && i < len(ends); i++ {
		if len(s[i]) == 0 {
			warns = append(warns, Warning{Origin: Origin(f.Name, ends[i]), Msg: fmt.Sprintf(
				"interaction %d is empty (two blank lines in a row): every later interaction pairs with the next one of the other file, and the reference counts this one as matched", i+1)})
		}
	}
	return warns
}

// Gold reads a gold file alone, as examples without predictions: what a
// file offers before it is paired. An error means the file cannot serve
// as gold.
func Gold(f File, mode Mode) (*Paired, error) {
	gs, err := readItems(f, mode, true)
	if err != nil {
		return nil, err
	}
	if countItems(gs) == 0 {
		return nil, fmt.Errorf("%s: no gold question (the file is empty)", f.Name)
	}
	var out []Example
	for i, g := range gs {
		for t, gi := range g {
			out = append(out, Example{Index: len(out), Interaction: i, Turn: t, DBID: gi.db, Gold: gi.sql,
				Question: gi.question, Fields: gi.fields, GoldOrigin: gi.origin, Err: gi.err})
		}
	}
	warns := InvalidUTF8(f)
	if len(gs) > 1 {
		warns = append(warns, emptyInteractions(f, gs, len(gs))...)
	}
	return &Paired{Examples: out, Interactions: len(gs), Warnings: warns}, nil
}

// Predictions reads a prediction file alone, as examples whose Pred holds
// each prediction. An error means the file cannot serve as predictions.
func Predictions(f File, mode Mode) (*Paired, error) {
	ps, err := readItems(f, mode, false)
	if err != nil {
		return nil, err
	}
	var out []Example
	for i, p := range ps {
		for t, pi := range p {
			out = append(out, Example{Index: len(out), Interaction: i, Turn: t, DBID: pi.db, Pred: pi.sql, PredOrigin: pi.origin})
		}
	}
	return &Paired{Examples: out, Interactions: len(ps)}, nil
}

// utf8BOM is the byte-order mark, U+FEFF.
const utf8BOM = "\ufeff"

func hasBOM(data []byte) bool { return strings.HasPrefix(string(data[:min(len(data), 3)]), utf8BOM) }

// bomWarnings names byte-order marks at the start of the files. Python
// reads them as a character: the reference's json.load refuses a JSON
// file that starts with one, and a gold's first query starting with one
// stops its parser; a prediction's is kept in the first prediction and
// scored as the reference scores it (the grammar rejects it).
func bomWarnings(gold, pred File) []Warning {
	var out []Warning
	if hasBOM(gold.Data) {
		why := "the reference reads it as part of the first query and stops ('select' not found)"
		if isJSON(gold.Data) {
			why = "the reference's json.load refuses it (Unexpected UTF-8 BOM)"
		}
		out = append(out, Warning{Origin: Origin(gold.Name, 1), Msg: "starts with a byte-order mark (U+FEFF): " + why + "; spidereval ignores it"})
	}
	if hasBOM(pred.Data) {
		if isJSON(pred.Data) {
			out = append(out, Warning{Origin: Origin(pred.Name, 1), Msg: "starts with a byte-order mark (U+FEFF): the reference's json.load refuses it (Unexpected UTF-8 BOM); spidereval ignores it"})
		} else {
			out = append(out, Warning{Origin: Origin(pred.Name, 1), Quirk: true,
				Msg: "starts with a byte-order mark (U+FEFF), which the reference keeps in the first prediction: it is scored as the reference scores it (the Spider grammar rejects it)"})
		}
	}
	return out
}

// jsonItems reads a JSON file's items (the reading mode does not change
// them). The items of the last JSON files read are kept by name and
// content: the page reads a gold file when it is given and again when it
// is paired, and SParC's dev.json (3.7 MB) takes a WebAssembly worker a
// third of a second each time. Callers get their own copy.
func jsonItems(f File, gold bool) ([][]item, error) {
	key := itemsKey{name: f.Name, gold: gold, size: len(f.Data), sum: maphash.Bytes(itemsSeed, f.Data)}
	itemsCache.mu.Lock()
	for _, e := range itemsCache.entries {
		if e.key == key {
			itemsCache.mu.Unlock()
			return cloneItems(e.items), nil
		}
	}
	itemsCache.mu.Unlock()
	read := predFromJSON
	if gold {
		read = goldFromJSON
	}
	items, err := read(f)
	if err != nil {
		return nil, err
	}
	itemsCache.mu.Lock()
	itemsCache.entries = append(itemsCache.entries, itemsEntry{key, items})
	if len(itemsCache.entries) > maxCachedFiles {
		itemsCache.entries = itemsCache.entries[1:]
	}
	itemsCache.mu.Unlock()
	return cloneItems(items), nil
}

// maxCachedFiles is how many JSON files' items jsonItems keeps.
const maxCachedFiles = 4

var (
	itemsSeed  = maphash.MakeSeed()
	itemsCache struct {
		mu      sync.Mutex
		entries []itemsEntry
	}
)

type itemsKey struct {
	name string
	gold bool
	size int
	sum  uint64
}

type itemsEntry struct {
	key   itemsKey
	items [][]item
}

// cloneItems copies items, their field maps included.
func cloneItems(in [][]item) [][]item {
	out := make([][]item, len(in))
	for i, inter := range in {
		out[i] = slices.Clone(inter)
		for j := range out[i] {
			if out[i][j].fields != nil {
				out[i][j].fields = maps.Clone(out[i][j].fields)
			}
		}
	}
	return out
}
