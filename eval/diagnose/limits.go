package diagnose

import (
	"github.com/pingcap/tidb/pkg/parser/ast"

	"github.com/spidereval/spidereval/eval/internal/tidbfront"
)

// renderBudget bounds the AST nodes re-printed for construct details in one diagnosis;
// beyond it a detail is the source text at the construct instead.
const renderBudget = 50000

// sizeProblem says why sql exceeds the work bounds ("" when it does not) and returns its
// tokens when it is within them. The diagnosis only explains a rejection, so a query beyond
// the bounds is reported as not diagnosed.
func sizeProblem(sql string) (string, []tidbfront.Token) {
	if ex := tidbfront.CheckSize(sql, false); ex != nil {
		return ex.Describe("diagnose"), nil
	}
	return "", tidbfront.Tokenize(sql)
}

// tooDeep reports whether a statement nests deeper than tidbfront.MaxASTDepth.
func tooDeep(stmts []ast.StmtNode) bool { return tidbfront.TooDeep(stmts) != nil }

// tooDeepNote is the reason given for a query nesting deeper than tidbfront.MaxASTDepth.
var tooDeepNote = (&tidbfront.Excess{What: "levels of expressions, joins or subqueries", Max: tidbfront.MaxASTDepth, TooNested: true}).Describe("diagnose")

// notDiagnosed is the diagnosis of a query the TiDB side could not examine.
func notDiagnosed(reason string) Diagnosis {
	return Diagnosis{Class: ClassNotDiagnosed, Notes: []string{reason}}
}

// parserFailure describes a recovered panic, e.g. TiDB's test driver on a huge decimal.
func parserFailure(r any) string {
	return "the SQL parser failed on this input (panic: " + briefPanic(r) + ")"
}

// briefPanic shortens a panic value to its first sentence.
func briefPanic(r any) string { return excerpt(tidbfront.PanicSentence(r), 100) }

// parsePanic is a panic inside TiDB's parser, turned into an error.
type parsePanic struct{ value any }

// Error describes the failure.
func (e *parsePanic) Error() string { return parserFailure(e.value) }
