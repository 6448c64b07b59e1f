package audit

import (
	"fmt"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/dataset"
)

// ReadGolds reads a gold file as reference c reads it (its interactions,
// its blank lines) and says how that reference runs the golds. BIRD's
// files are read with eval/bird (see FromBird).
func ReadGolds(f dataset.File, c eval.Compat) ([]Gold, Dialect, error) {
	mode, dialect := dataset.Interactions, TestSuite
	switch c {
	case eval.Spider:
		mode, dialect = dataset.Flat, Legacy
	case eval.SParC:
		mode, dialect = dataset.ClosedInteractions, Legacy
	case eval.Bird:
		return nil, 0, fmt.Errorf("%s: BIRD golds are read with eval/bird", f.Name)
	}
	p, err := dataset.Gold(f, mode)
	if err != nil {
		return nil, 0, err
	}
	return FromExamples(p.Examples), dialect, nil
}

// Meaning says what a kind of finding means, as the summary words it.
func Meaning(k Kind) string { return kindMeaning[k] }
