package app

import (
	"fmt"
	"slices"
	"strconv"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/wasm/protocol"
)

// questionView is the Question view: one question of the current run in
// detail (BIRD questions have their own, birdDetail).
type questionView struct {
	goapp.Compo
	Shared
}

// questionState is the open question's detail, as the engine sent it.
type questionState struct {
	detail     *protocol.Detail
	detailID   int
	err        string
	showSoftF1 bool // BIRD: the Soft-F1 pairing of both results' cells
}

// selectQuestion opens question i of the current run and asks the worker
// for its detail.
func selectQuestion(ctx goapp.Context, s *store, i int, sync bool) {
	r := s.run()
	if r == nil || i < 0 || i >= len(r.questions) {
		return
	}
	s.selected, s.view, s.question.detail, s.question.err = i, viewQuestion, nil, ""
	s.question.detailID = s.request(protocol.Request{Type: protocol.Inspect, Run: r.meta.ID, Index: r.questions[i].Index}, func(m protocol.Response) {
		switch {
		case m.ID != s.question.detailID:
			s.unanswered(m)
		case m.Type == protocol.Failed:
			s.question.err = m.Error
		default:
			s.question.detail, s.question.err = m.Detail, ""
		}
	})
	if sync {
		s.syncURL(ctx)
	}
}

func (v *questionView) Render() goapp.UI {
	s := v.S
	r := s.run()
	q := &r.questions[s.selected]
	back := goapp.Button().Class("se-button").Text("← questions").OnClick(s.setView(viewQuestions))
	nav := func(label string, d int) goapp.UI {
		visible := s.filter.Apply(r.questions)
		pos := slices.Index(visible, s.selected)
		if pos < 0 {
			// Opened from elsewhere (Compare, a link) outside the list's
			// filter: step through every question.
			visible = make([]int, len(r.questions))
			for i := range visible {
				visible[i] = i
			}
			pos = s.selected
		}
		target := -1
		if pos >= 0 && pos+d >= 0 && pos+d < len(visible) {
			target = visible[pos+d]
		}
		return goapp.Button().Class("se-button").Disabled(target < 0).Text(label).
			OnClick(func(ctx goapp.Context, ev goapp.Event) { selectQuestion(ctx, s, target, true) }, target)
	}
	d := s.question.detail
	bird := isBird(&r.meta)
	multiTurn := q.Interaction > 0 || len(r.meta.Turns) > 0
	badges := questionBadges(q, multiTurn)
	if bird {
		badges = birdBadges(q)
	}
	return goapp.Section().Class("se-question").Body(
		goapp.Div().Class("se-question-nav").Body(back, nav("↑ previous", -1), nav("next ↓", 1),
			when(!bird, func() goapp.UI {
				return goapp.Button().ID("se-to-playground").Class("se-button").Text("edit in the playground").
					OnClick(func(ctx goapp.Context, ev goapp.Event) { openInPlayground(ctx, s, q) }, s.selected)
			})),
		goapp.H2().ID("se-question-title").Title("%s", indexNote(q)).Text(fmt.Sprintf("#%d  %s", q.Index+1, orText(q.Question, "(no question text)"))),
		// Spider's questions are one interaction's turns to the reference:
		// only multi-turn data has earlier turns to show.
		when(multiTurn && q.Turn > 0, func() goapp.UI { return earlierTurns(r, q) }),
		when(q.Evidence != "", func() goapp.UI {
			return goapp.P().ID("se-evidence").Class("se-evidence").Body(goapp.Strong().Text("Evidence: "), goapp.Text(q.Evidence))
		}),
		goapp.Div().Class("se-badges").Body(append(badges, problemBadges(q, severityOf(&r.meta))...)...),
		when(q.Origin != "", func() goapp.UI { return goapp.P().Class("se-hint").Text("Prediction at " + q.Origin) }),
		altNote(q),
		when(q.Error != "", func() goapp.UI { return goapp.P().Class("se-error").Text(q.Error) }),
		when(s.question.err != "", func() goapp.UI {
			return goapp.P().ID("se-detail-error").Class("se-error").Text("The detail could not be shown: " + s.question.err)
		}),
		when(d == nil && s.question.err == "", func() goapp.UI { return goapp.P().Class("se-hint").Text("Loading the detail…") }),
		when(d != nil && bird, func() goapp.UI { return &birdDetail{Shared: v.Shared, Question: q, Detail: d} }),
		when(d != nil && !bird, func() goapp.UI { return &detailView{Run: &r.meta, Question: q, Detail: d} }),
	)
}

// earlierTurns lists the turns before q in its interaction (SParC, CoSQL):
// a later question often only makes sense after them.
func earlierTurns(r *runView, q *protocol.Question) goapp.UI {
	var items []goapp.UI
	for i := range r.questions {
		e := &r.questions[i]
		if e.Interaction == q.Interaction && e.Turn < q.Turn {
			items = append(items, goapp.Li().Body(
				goapp.Span().Class("se-q-num").Text(fmt.Sprintf("turn %d ", e.Turn+1)),
				goapp.Text(orText(e.Question, "(no question text)")),
				goapp.Code().Class("se-turn-sql").Text(" "+e.Gold),
			))
		}
	}
	return goapp.Details().ID("se-earlier-turns").Class("se-earlier").Open(true).Body(
		goapp.Summary().Text(fmt.Sprintf("Earlier turns of interaction %d (this is turn %d)", q.Interaction+1, q.Turn+1)),
		goapp.Ul().Class("se-turns").Body(items...),
	)
}

// indexNote says how a question's number relates to the exports: the page
// counts from 1, as files count lines; the JSONL and CSV index from 0.
func indexNote(q *protocol.Question) string {
	return fmt.Sprintf("question %d of the run; \"index\": %d in the per-question JSONL and CSV", q.Index+1, q.Index)
}

func orText(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

// detailView is one pair's detail under the Spider metric: why the
// grammar rejected the prediction, the sub-sentences, both queries by
// clause, the components, the hardness, both results and the schema.
type detailView struct {
	goapp.Compo

	Run      *protocol.Run
	Question *protocol.Question
	Detail   *protocol.Detail
}

func (v *detailView) Render() goapp.UI {
	q, d := v.Question, v.Detail
	return goapp.Div().Class("se-detail").Body(
		when(!q.Parsed && q.Hardness != "", func() goapp.UI {
			return goapp.Div().Class("se-reject").Body(
				goapp.Strong().Text("The Spider grammar rejected the prediction; it was scored as an empty query. "),
				goapp.Div().Text("Reference parser: "+d.ParseError),
				when(d.Reject != "", func() goapp.UI { return goapp.Div().ID("se-reject-reason").Text("Why: " + d.Reject) }),
			)
		}),
		when(len(d.SubSentences) > 0, func() goapp.UI { return &subSentenceList{Detail: d} }),
		goapp.H3().Text("SQL by clause"),
		renderClauses(d),
		goapp.Div().Class("se-two").Body(
			goapp.Div().Body(goapp.H3().Text("Components"), renderComponents(d)),
			goapp.Div().Body(goapp.H3().Text("Hardness"), renderHardness(q, d)),
		),
		goapp.H3().Text("Execution results"),
		strictNote(v.Run, q),
		goapp.Div().Class("se-two").Body(
			goapp.Div().Body(goapp.H4().Text("gold"), renderResult(d.GoldResult)),
			goapp.Div().Body(goapp.H4().Text("prediction"), renderResult(d.PredResult)),
		),
		when(q.ExecError != "", func() goapp.UI { return goapp.P().Class("se-error").Text("Prediction: " + q.ExecError) }),
		goapp.H3().Text("Schema of "+q.DB),
		renderSchema(d.Schema),
	)
}

// renderClauses lays gold and prediction side by side, clause by clause,
// marking each clause's verdict and the words that differ. Without any
// verdict (execution only, BIRD) the verdict column is left out.
func renderClauses(d *protocol.Detail) goapp.UI {
	judged := false
	for _, cs := range [][]protocol.Clause{d.GoldClauses, d.PredClauses} {
		for _, c := range cs {
			judged = judged || c.Status != ""
		}
	}
	type pair struct{ gold, pred *protocol.Clause }
	var pairs []pair
	used := make([]bool, len(d.PredClauses))
	for i := range d.GoldClauses {
		g := &d.GoldClauses[i]
		p := (*protocol.Clause)(nil)
		for j := range d.PredClauses {
			if !used[j] && d.PredClauses[j].Keyword == g.Keyword && d.PredClauses[j].Branch == g.Branch {
				used[j], p = true, &d.PredClauses[j]
				break
			}
		}
		pairs = append(pairs, pair{g, p})
	}
	for j := range d.PredClauses {
		if !used[j] {
			pairs = append(pairs, pair{nil, &d.PredClauses[j]})
		}
	}
	// On a row exact match calls equal (✓), differing words are what the
	// metric ignores: marked apart from a real difference, and named.
	cell := func(c *protocol.Clause, toks []Token, note string) goapp.UI {
		if c == nil {
			return goapp.Td().Class("se-clause se-missing").Text("—")
		}
		return &clauseCell{Class: "se-clause se-st-" + orText(c.Status, "none"), Text: c.Text, Toks: toks, Match: c.Status == "match", Note: note}
	}
	gs, ps := clauseScopes(d.GoldClauses, d.Schema), clauseScopes(d.PredClauses, d.Schema)
	rows := []goapp.UI{}
	for _, p := range pairs {
		var gt, pt []Token
		switch {
		case p.gold != nil && p.pred != nil:
			gt, pt = diffClause(p.gold.Keyword, p.gold.Text, p.pred.Text, gs[p.gold.Branch], ps[p.pred.Branch])
		case p.gold != nil:
			gt = splitWords(p.gold.Text)
		default:
			pt = splitWords(p.pred.Text)
		}
		kw, status := "", ""
		c := p.gold
		if c == nil {
			c = p.pred
		}
		kw = c.Keyword
		if c.Branch > 0 {
			kw = fmt.Sprintf("[%d] %s", c.Branch, kw)
		}
		switch c.Status {
		case "match":
			status = "✓"
		case "mismatch":
			status = "✗"
		}
		rows = append(rows, goapp.Tr().DataSet("kw", clauseSlug(c.Keyword)).Body(
			goapp.Th().Class("se-kw").Text(kw),
			cell(p.gold, gt, ""),
			cell(p.pred, pt, ignoredBy(c.Keyword, changedOf(gt, pt))),
			when(judged, func() goapp.UI {
				return goapp.Td().Class("se-verdict se-st-" + orText(c.Status, "none")).Text(status)
			}),
		))
	}
	return goapp.Table().ID("se-clauses").Class("se-clauses").Body(
		when(judged, func() goapp.UI { return goapp.Caption().Class("se-hint").Text(clausesHint) }),
		goapp.THead().Body(goapp.Tr().Body(goapp.Th().Text("clause"), goapp.Th().Text("gold"), goapp.Th().Text("prediction"),
			when(judged, func() goapp.UI { return goapp.Th().Text("match") }))),
		goapp.TBody().Body(rows...),
	)
}

// changedOf lists the marked words of both sides.
func changedOf(sides ...[]Token) []Token {
	var out []Token
	for _, ts := range sides {
		for _, t := range ts {
			if t.Changed {
				out = append(out, t)
			}
		}
	}
	return out
}

// anyChanged tells whether a word is marked.
func anyChanged(ts []Token) bool {
	for _, t := range ts {
		if t.Changed {
			return true
		}
	}
	return false
}

// shownWords is how many words of a clause are shown before "show all": a
// prediction of 100 KB is some 30,000 words, a page tens of thousands of
// pixels long.
const shownWords = 400

// clauseCell is one side of a clause, its differing words marked; a long
// one is collapsed to its first shownWords words.
type clauseCell struct {
	goapp.Compo

	Class string
	Text  string // the clause (which the expansion belongs to)
	Toks  []Token
	// Match marks a clause exact match calls equal: its differing words
	// are what the metric ignores, marked apart and explained by Note.
	Match bool
	Note  string

	openText string // the clause shown whole
}

func (c *clauseCell) Render() goapp.UI {
	toks := c.Toks
	open := c.openText == c.Text
	if !open && len(toks) > shownWords {
		toks = toks[:shownWords]
	}
	words := make([]goapp.UI, 0, 2*len(toks)+3)
	changed := false
	for i, t := range toks {
		if i > 0 && t.Space {
			words = append(words, goapp.Text(" "))
		}
		cls := "se-w"
		switch {
		case t.Changed && c.Match:
			cls += " se-w-ignored"
			changed = true
		case t.Changed:
			cls += " se-w-diff"
		}
		words = append(words, goapp.Span().Class(cls).Text(t.Text))
	}
	if len(c.Toks) > shownWords {
		label := fmt.Sprintf("… show all %d words (%s)", len(c.Toks), byteSize(len(c.Text)))
		if open {
			label = "show less"
		}
		words = append(words, goapp.Text(" "), goapp.Button().Class("se-link se-clause-more").Text(label).OnClick(func(ctx goapp.Context, ev goapp.Event) {
			if c.openText == c.Text {
				c.openText = ""
			} else {
				c.openText = c.Text
			}
		}))
	}
	if changed && c.Note != "" {
		words = append(words, goapp.Div().Class("se-ignored-note").Text(c.Note))
	}
	return goapp.Td().Class(c.Class).Body(words...)
}

// byteSize writes n bytes for people.
func byteSize(n int) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.0f KB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}

// ignoredBy says what exact match does not compare in a clause, shown
// where a ✓ clause's words still differ once read as exact match reads
// them (diffClause: aliases, case, spacing and order are never marked);
// marked are the words that differ, on both sides.
func ignoredBy(keyword string, marked []Token) string {
	switch keyword {
	case "FROM":
		return "equal for exact match: it compares the tables, not the JOIN ON conditions"
	case "LIMIT":
		return "equal for exact match: it compares whether there is a LIMIT, not its value"
	}
	values, names := false, false
	for _, t := range marked {
		if isLiteral(t.Text) {
			values = true
		} else if t.Text != "(" && t.Text != ")" && t.Text != "," {
			names = true
		}
	}
	switch {
	case values && !names:
		return "equal for exact match: it compares columns and operators, not values"
	case values:
		return "equal for exact match: it compares columns and operators, not values, and counts a foreign-key column as the column it refers to"
	}
	return "equal for exact match: it counts a foreign-key column as the column it refers to"
}

// isLiteral tells a value: a quoted string or a number.
func isLiteral(w string) bool {
	if w == "" {
		return false
	}
	if w[0] == '\'' || w[0] == '"' {
		return true
	}
	_, err := strconv.ParseFloat(w, 64)
	return err == nil
}

// clausesHint says how the clauses are compared, under their table.
const clausesHint = "Words are compared as exact match reads them: table aliases (T1) as their tables, a bare column as its table's, " +
	"keywords in any case and spacing, and conditions, SELECT and GROUP BY items and joined tables in any order are never marked. " +
	"Marked words differ; on a ✓ row, underlined words differ only where the metric does not look."

func renderComponents(d *protocol.Detail) goapp.UI {
	if len(d.Components) == 0 {
		return goapp.P().Class("se-hint").Text("Not matched (execution only, or the gold could not be scored).")
	}
	rows := []goapp.UI{}
	for _, c := range d.Components {
		cls := "se-good"
		if c.F1 != 1 {
			cls = "se-bad"
		}
		rows = append(rows, goapp.Tr().Class(cls).Body(
			goapp.Td().Text(c.Name), goapp.Td().Text(fmt.Sprint(c.Acc)), goapp.Td().Text(fmt.Sprint(c.Rec)), goapp.Td().Text(fmt.Sprint(c.F1)),
			goapp.Td().Text(fmt.Sprint(c.LabelTotal)), goapp.Td().Text(fmt.Sprint(c.PredTotal)),
		))
	}
	if d.TablesMatch != nil {
		v := "✓"
		cls := "se-good"
		if !*d.TablesMatch {
			v, cls = "✗", "se-bad"
		}
		rows = append(rows, goapp.Tr().Class(cls).Body(goapp.Td().Text("FROM tables (exact match)"), goapp.Td().ColSpan(5).Text(v)))
	}
	return goapp.Table().ID("se-components").Class("se-components").Body(
		goapp.THead().Body(goapp.Tr().Body(goapp.Th().Text("component"), goapp.Th().Text("acc"), goapp.Th().Text("rec"), goapp.Th().Text("f1"),
			goapp.Th().Text("gold total"), goapp.Th().Text("pred total"))),
		goapp.TBody().Body(rows...),
	)
}

func renderHardness(q *protocol.Question, d *protocol.Detail) goapp.UI {
	if q.Hardness == "" {
		return goapp.P().Class("se-hint").Text("The gold could not be parsed.")
	}
	return goapp.Div().Body(
		goapp.P().Body(goapp.Text("Level: "), badge(q.Hardness, "se-h-"+q.Hardness)),
		goapp.Ul().Body(
			goapp.Li().Text(fmt.Sprintf("component 1 = %d (WHERE, GROUP BY, ORDER BY, LIMIT, joins, OR, LIKE)", d.Counts[0])),
			goapp.Li().Text(fmt.Sprintf("component 2 = %d (nested queries, set operations)", d.Counts[1])),
			goapp.Li().Text(fmt.Sprintf("others = %d (several aggregates, select columns, WHERE conditions, GROUP BY columns)", d.Counts[2])),
		),
	)
}

// renderResult is a query's result: its rows, those the other side lacks
// highlighted, and how many there are.
func renderResult(t *protocol.Table) goapp.UI { return resultTable(t, nil, nil) }

// resultTable draws a result; with cells, each cell has its class and
// each row ends with its note (BIRD's Soft-F1 pairing).
func resultTable(t *protocol.Table, cells [][]string, notes []string) goapp.UI {
	if t == nil {
		return goapp.P().Class("se-hint").Text("Not executed.")
	}
	if t.Error != "" {
		return goapp.P().Class("se-error").Text(t.Error)
	}
	paired := cells != nil
	head := []goapp.UI{}
	for _, c := range t.Columns {
		head = append(head, goapp.Th().Text(c))
	}
	if paired {
		head = append(head, goapp.Th().Class("se-pairing").Text("Soft-F1 pairing"))
	}
	rows := []goapp.UI{}
	for i, r := range t.Rows {
		tds := []goapp.UI{}
		for j, v := range r {
			td := goapp.Td()
			if paired {
				td = td.Class(cells[i][j])
			}
			tds = append(tds, td.Text(v))
		}
		if paired {
			tds = append(tds, goapp.Td().Class("se-pairing").Text(notes[i]))
		}
		cls := ""
		if i < len(t.Diff) && t.Diff[i] {
			cls = "se-row-diff"
		}
		rows = append(rows, goapp.Tr().Class(cls).Body(tds...))
	}
	note := plural(t.Total, "row", "rows")
	if t.Truncated {
		note += fmt.Sprintf(", first %d shown", len(t.Rows))
	}
	if paired {
		note += "; green cells are in the paired row, red ones are not"
	}
	return goapp.Div().Class("se-result").Body(
		goapp.Table().Class("se-rows").Body(goapp.THead().Body(goapp.Tr().Body(head...)), goapp.TBody().Body(rows...)),
		goapp.P().Class("se-hint").Text(note),
	)
}

func renderSchema(ts []protocol.SchemaTable) goapp.UI {
	items := []goapp.UI{}
	for _, t := range ts {
		cols := []goapp.UI{}
		for _, c := range t.Columns {
			cols = append(cols, goapp.Span().Class("se-col").Text(c))
		}
		keys := []goapp.UI{}
		for _, k := range t.Keys {
			keys = append(keys, goapp.Li().Text(k))
		}
		items = append(items, goapp.Div().Class("se-schema-table").Body(
			goapp.Strong().Text(t.Name),
			goapp.Div().Body(cols...),
			when(len(keys) > 0, func() goapp.UI { return goapp.Ul().Class("se-keys").Body(keys...) }),
		))
	}
	return goapp.Div().Class("se-schema").Body(items...)
}
