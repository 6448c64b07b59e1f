package app

import (
	"strconv"
	"strings"

	"github.com/spidereval/spidereval/wasm/protocol"
)

// Filter selects questions in the browser; its fields travel in the URL.
type Filter struct {
	Hardness  string // easy, medium, hard, extra, BIRD's simple, moderate, challenging, or ""
	Outcome   string // "", exact-wrong, exact-right, exec-wrong, exec-right, rejected, error, or a quadrant: both-right, exact-only, exec-only, both-wrong
	Component string // a component name that failed, or ""
	DB        string
	Turn      string // a turn bucket label, or ""
	Text      string // case-insensitive search over question and SQL
	Problem   string // "", "any" (marked with a problem) or one problem kind
	Feature   string // an SQL feature the gold has (eval/features), or ""
	Feature2  string // a second feature the gold also has ("JOIN and nested"), or ""
	// SubSentences is a number of Spider-SS sub-sentences, "(none)"
	// (not annotated) or "".
	SubSentences string
	// Strict is "", "any" (a right answer with a strict flag) or one
	// strict flag (exec.StrictFlags).
	Strict string
	// Alt is "" or "changed": the verdict against a loaded file of
	// alternative golds differs from the official one.
	Alt string
}

// criterion is one field of a Filter and its key in the page's address.
type criterion struct {
	key   string
	value *string
}

// criteria are f's fields with their keys in the page's address.
func (f *Filter) criteria() []criterion {
	return []criterion{
		{"hardness", &f.Hardness}, {"outcome", &f.Outcome}, {"component", &f.Component}, {"db", &f.DB},
		{"turn", &f.Turn}, {"q", &f.Text}, {"problem", &f.Problem}, {"feature", &f.Feature}, {"feature2", &f.Feature2},
		{"subsentences", &f.SubSentences}, {"strict", &f.Strict}, {"alt", &f.Alt},
	}
}

// Match reports whether a question passes every set criterion.
func (f Filter) Match(q *protocol.Question) bool {
	if f.Hardness != "" && q.Hardness != f.Hardness && q.Difficulty != f.Hardness {
		return false
	}
	switch f.Outcome {
	case "exact-wrong":
		if q.Exact != 0 || q.Hardness == "" {
			return false
		}
	case "exact-right":
		if q.Exact != 1 {
			return false
		}
	case "exec-wrong":
		if q.Exec == nil || *q.Exec != 0 {
			return false
		}
	case "exec-right":
		if q.Exec == nil || *q.Exec != 1 {
			return false
		}
	case "rejected":
		if q.Parsed || q.Hardness == "" {
			return false
		}
	case "error":
		if q.Error == "" && q.ExecError == "" {
			return false
		}
	case "both-right", "exact-only", "exec-only", "both-wrong":
		if q.Agreement != strings.ReplaceAll(f.Outcome, "-", " ") {
			return false
		}
	}
	if !passes(q.Problems, f.Problem) || !passes(q.Strict, f.Strict) {
		return false
	}
	if f.Alt == "changed" && (q.Alt == nil || q.Alt.Official == q.Alt.Corrected) {
		return false
	}
	if f.Feature2 != "" && !contains(q.Features, f.Feature2) {
		return false
	}
	if f.Feature != "" && !contains(q.Features, f.Feature) {
		return false
	}
	if f.SubSentences != "" && subSentencesKey(q) != f.SubSentences {
		return false
	}
	if f.Component != "" && !contains(q.Failed, f.Component) {
		return false
	}
	if f.DB != "" && q.DB != f.DB {
		return false
	}
	if f.Turn != "" && TurnLabel(q.Turn) != f.Turn {
		return false
	}
	if t := strings.TrimSpace(strings.ToLower(f.Text)); t != "" {
		hay := strings.ToLower(q.Question + "\n" + q.Evidence + "\n" + q.Gold + "\n" + q.Pred + "\n" + q.DB)
		for _, w := range strings.Fields(t) {
			if !strings.Contains(hay, w) {
				return false
			}
		}
	}
	return true
}

// passes tells whether a question's marks (problem kinds, strict flags)
// pass a criterion: "" passes every question, "any" those with a mark,
// and a name those with that mark.
func passes(marks []string, want string) bool {
	switch want {
	case "":
		return true
	case "any":
		return len(marks) > 0
	}
	return contains(marks, want)
}

// subSentencesKey is a question's row in the breakdown by sub-sentences:
// their number, or "(none)" when no annotation covers it.
func subSentencesKey(q *protocol.Question) string {
	if q.SubSentences == 0 {
		return "(none)"
	}
	return strconv.Itoa(q.SubSentences)
}

// TurnLabel is the turn bucket of a 0-based turn, as the score table names it.
func TurnLabel(turn int) string {
	if turn > 3 {
		return "turn > 4"
	}
	return "turn " + strconv.Itoa(turn+1)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// Apply returns the indexes of the questions that pass.
func (f Filter) Apply(qs []protocol.Question) []int {
	var out []int
	for i := range qs {
		if f.Match(&qs[i]) {
			out = append(out, i)
		}
	}
	return out
}
