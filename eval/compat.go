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

var compatNames = []string{"testsuite", "spider", "sparc", "bird"}

func (c Compat) String() string { return compatNames[c] }

// ParseCompat reads a --compat value.
func ParseCompat(s string) (Compat, error) {
	for i, n := range compatNames {
		if n == s {
			return Compat(i), nil
		}
	}
	return 0, fmt.Errorf("compat %q: want testsuite, spider, sparc or bird", s)
}

// dialect is the grammar variant: only the test-suite script turns every LIMIT into 1.
func (c Compat) dialect() spiderql.Dialect {
	if c == TestSuite {
		return spiderql.TestSuite
	}
	return spiderql.Spider
}

// replacesValue tells whether `value` becomes `1` in predictions.
func (c Compat) replacesValue() bool { return c != Spider }

func (c Compat) readMode() dataset.Mode {
	switch c {
	case Spider:
		return dataset.Flat
	case SParC:
		return dataset.ClosedInteractions
	}
	return dataset.Interactions
}

func (c Compat) style() report.Style {
	switch c {
	case Spider:
		return report.Legacy
	case SParC:
		return report.SParCStyle
	}
	return report.TestSuiteStyle
}
