package eval

import (
	"fmt"

	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/eval/spiderql"
)

// Compat names the reference script whose behaviour is reproduced.
type Compat int

// The supported references.
const (
	TestSuite Compat = iota // taoyds/test-suite-sql-eval evaluation.py (default)
	Spider                  // taoyds/spider evaluation.py (legacy)
	SParC                   // taoyds/sparc evaluation.py (original multi-turn script)
	Bird                    // bird-bench/mini_dev evaluation_ex.py, evaluation_f1.py, evaluation_ves.py
)

// compatTable says, for each reference, how its script reads and scores:
// the grammar's dialect (only the test-suite script turns every LIMIT
// into 1), whether `value` becomes `1` in predictions, how the gold and
// predictions are paired, and the style of its score table.
var compatTable = [...]struct {
	name          string
	dialect       spiderql.Dialect
	replacesValue bool
	readMode      dataset.Mode
	style         report.Style
}{
	TestSuite: {"testsuite", spiderql.TestSuite, true, dataset.Interactions, report.TestSuiteStyle},
	Spider:    {"spider", spiderql.Spider, false, dataset.Flat, report.Legacy},
	SParC:     {"sparc", spiderql.Spider, true, dataset.ClosedInteractions, report.SParCStyle},
	Bird:      {"bird", spiderql.Spider, true, dataset.Interactions, report.TestSuiteStyle},
}

func (c Compat) String() string { return compatTable[c].name }

// ParseCompat reads a --compat value.
func ParseCompat(s string) (Compat, error) {
	for i, info := range compatTable {
		if info.name == s {
			return Compat(i), nil
		}
	}
	return 0, fmt.Errorf("compat %q: want testsuite, spider, sparc or bird", s)
}

func (c Compat) dialect() spiderql.Dialect { return compatTable[c].dialect }

func (c Compat) replacesValue() bool { return compatTable[c].replacesValue }

func (c Compat) readMode() dataset.Mode { return compatTable[c].readMode }

func (c Compat) style() report.Style { return compatTable[c].style }
