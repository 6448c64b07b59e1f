package engine

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/explain"
	"github.com/spidereval/spidereval/eval/match"
	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// inspect describes one question of a run; a crash while describing it is
// that question's error, not the worker's.
func (e *Engine) inspect(runID, index int) (*protocol.Detail, error) {
	r, err := e.runByID(runID)
	if err != nil {
		return nil, err
	}
	if index < 0 || index >= len(r.res.Records) {
		return nil, fmt.Errorf("run %d has no question %d", runID, index)
	}
	var d *protocol.Detail
	if err := contain(fmt.Sprintf("describing question %d", index), func() { d = e.detail(r.res, index) }); err != nil {
		return nil, err
	}
	return d, nil
}

// detail describes one record of a run: clauses with verdicts, components,
// hardness counts, results and the database's schema.
func (e *Engine) detail(res *eval.Results, index int) *protocol.Detail {
	return e.detailWith(res, index, e.host.Explainer)
}

// detailWith is detail with the explainer ex (nil: no clause split and no
// diagnosis).
func (e *Engine) detailWith(res *eval.Results, index int, ex explain.Explainer) *protocol.Detail {
	rec := &res.Records[index]
	d := &protocol.Detail{Question: question(res, rec), ParseError: rec.ParseError}
	if rec.HardnessCounts != nil {
		d.Counts = [3]int{rec.HardnessCounts.Component1, rec.HardnessCounts.Component2, rec.HardnessCounts.Others}
	}
	d.Reject = rec.RejectSummary
	scored := rec.Scored() && res.Options.Etype != eval.EtypeExec
	var verdict *match.Verdict
	if scored {
		for k, s := range rec.Partial {
			d.Components = append(d.Components, protocol.Component{Name: match.Components[k], Acc: s.Acc, Rec: s.Rec, F1: s.F1, LabelTotal: s.LabelTotal, PredTotal: s.PredTotal})
		}
		verdict = &match.Verdict{Exact: rec.Exact, Partial: rec.Partial}
		if rec.TablesMatch != nil {
			tm := *rec.TablesMatch
			verdict.TablesMatch, d.TablesMatch = tm, &tm
		}
	}
	ws := e.workspace()
	idents := []string{}
	if s, err := ws.Schema(rec.DBID); err == nil {
		for _, t := range s.Tables {
			d.Schema = append(d.Schema, protocol.SchemaTable{Name: t, Columns: s.Ordered[t], Keys: ws.Keys(rec.DBID, t)})
			idents = append(idents, t)
			idents = append(idents, s.Ordered[t]...)
		}
	}
	if !rec.PredParsed && d.Reject == "" && ex != nil && rec.Scored() {
		// Runs leave diagnoses out (see evaluate): made when asked.
		if s, err := ws.Schema(rec.DBID); err == nil {
			if _, summary, err := ex.Diagnose(rec.Pred, s); err == nil {
				d.Reject = plainReject(summary)
			} else {
				d.Reject = "no diagnosis: " + err.Error()
			}
		}
	}
	d.GoldClauses = clauses(ex, rec.Gold, idents, verdict, d.TablesMatch != nil)
	d.PredClauses = clauses(ex, rec.Pred, idents, verdict, d.TablesMatch != nil)
	e.addSubSentences(d, res, index)
	d.GoldResult, d.PredResult = resultTable(rec.GoldResult), resultTable(rec.PredResult)
	if rec.PredResult == nil && rec.ExecError != "" && d.PredResult == nil {
		d.PredResult = &protocol.Table{Error: rec.ExecError}
	}
	if rec.EX != nil {
		// BIRD: EX compares row sets, column order kept.
		markSetDiff(d.GoldResult, d.PredResult)
		d.SoftF1Match = rowMatches(rec.SoftF1Match, d.PredResult, d.GoldResult)
		return d
	}
	markDiff(d.GoldResult, d.PredResult)
	return d
}

// markSetDiff flags the rows of each side that the other side lacks, as
// sets of rows with their cells in order (BIRD's EX).
func markSetDiff(a, b *protocol.Table) {
	if a == nil || b == nil || a.Error != "" || b.Error != "" {
		return
	}
	set := func(t *protocol.Table) map[string]bool {
		m := map[string]bool{}
		for _, r := range t.Rows {
			m[strings.Join(r, "\x00")] = true
		}
		return m
	}
	flag := func(t *protocol.Table, other map[string]bool) {
		t.Diff = make([]bool, len(t.Rows))
		for i, r := range t.Rows {
			t.Diff[i] = !other[strings.Join(r, "\x00")]
		}
	}
	sa, sb := set(a), set(b)
	flag(a, sb)
	flag(b, sa)
}

// rowMatches converts the Soft-F1 pairing for display: a row index beyond
// the rows kept becomes -1.
func rowMatches(ms []report.RowMatch, pred, gold *protocol.Table) []protocol.RowMatch {
	shown := func(i int, t *protocol.Table) int {
		if t == nil || i >= len(t.Rows) {
			return -1
		}
		return i
	}
	var out []protocol.RowMatch
	for _, m := range ms {
		out = append(out, protocol.RowMatch{PredRow: shown(m.PredRow, pred), GoldRow: shown(m.GoldRow, gold), PredCells: m.PredCells, GoldCells: m.GoldCells})
	}
	return out
}

// resultTable renders a recorded result's cells as text.
func resultTable(t *report.Table) *protocol.Table {
	if t == nil {
		return nil
	}
	out := &protocol.Table{Columns: t.Columns, Total: t.Total, Truncated: t.Truncated}
	for _, r := range t.Rows {
		cells := make([]string, len(r))
		for i, v := range r {
			switch x := v.(type) {
			case nil:
				cells[i] = "NULL"
			case float64:
				cells[i] = cellFloat(x)
			default:
				cells[i] = fmt.Sprint(x)
			}
		}
		out.Rows = append(out.Rows, cells)
	}
	return out
}

// rejectWords are the diagnosis classes (eval/diagnose) in words.
var rejectWords = []struct{ code, words string }{
	{"outside_grammar", "valid SQL that the Spider grammar does not cover"},
	{"syntax_error", "not valid SQL"},
	{"unknown_identifier", "names that the database's schema lacks"},
	{"not_diagnosed", "not diagnosed"},
	{"ok", "the full SQL parser finds nothing wrong"},
}

// plainReject writes a diagnosis summary ("outside_grammar: LEFT JOIN")
// without its internal code.
func plainReject(summary string) string {
	for _, w := range rejectWords {
		if rest, ok := strings.CutPrefix(summary, w.code); ok && (rest == "" || strings.HasPrefix(rest, ":")) {
			return w.words + rest
		}
	}
	return summary
}

// cellFloat writes a result's number as a reader expects it: in fixed
// notation from 0.0001 up to 10^16 (4373828.02, not 4.37382802e+06), the
// shortest digits that give it back.
func cellFloat(x float64) string {
	if a := math.Abs(x); a == 0 || a >= 1e-4 && a < 1e16 {
		return strconv.FormatFloat(x, 'f', -1, 64)
	}
	return strconv.FormatFloat(x, 'g', -1, 64)
}

// markDiff flags the rows of each side that the other side lacks (as
// multisets of rows whose cells are compared as sorted text, so column
// order does not matter).
func markDiff(a, b *protocol.Table) {
	if a == nil || b == nil {
		return
	}
	key := func(r []string) string {
		c := append([]string(nil), r...)
		sort.Strings(c)
		return strings.Join(c, "\x00")
	}
	count := func(t *protocol.Table) map[string]int {
		m := map[string]int{}
		for _, r := range t.Rows {
			m[key(r)]++
		}
		return m
	}
	flag := func(t *protocol.Table, other map[string]int) {
		t.Diff = make([]bool, len(t.Rows))
		for i, r := range t.Rows {
			k := key(r)
			if other[k] > 0 {
				other[k]--
			} else {
				t.Diff[i] = true
			}
		}
	}
	ca, cb := count(a), count(b)
	flag(a, cb)
	flag(b, ca)
}

// clauses splits a query for display with the explainer, or keeps it
// whole without one (or when it fails); each clause is marked by the
// verdict (nil when match was not scored). A record without the FROM
// verdict (a session saved before it was kept) leaves FROM unmarked.
func clauses(ex explain.Explainer, sql string, idents []string, v *match.Verdict, fromKnown bool) []protocol.Clause {
	if ex == nil {
		return []protocol.Clause{{Keyword: "", Text: sql}}
	}
	cs, err := ex.Clauses(sql, idents)
	if err != nil {
		return []protocol.Clause{{Keyword: "", Text: sql}}
	}
	out := make([]protocol.Clause, len(cs))
	for i, c := range cs {
		st := ""
		if v != nil && (fromKnown || c.Keyword != "FROM" || c.Branch > 1) {
			if agree, judged := v.Clause(c.Keyword, c.Branch); judged && agree {
				st = "match"
			} else if judged {
				st = "mismatch"
			}
		}
		out[i] = protocol.Clause{Keyword: c.Keyword, Text: c.Text, Branch: c.Branch, Status: st}
	}
	return out
}
