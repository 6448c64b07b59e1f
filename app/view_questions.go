package app

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/wasm/protocol"
)

// badge is a small labelled marker.
func badge(text, cls string) goapp.UI { return goapp.Span().Class("se-badge " + cls).Text(text) }

func execBadge(q *protocol.Question) goapp.UI {
	switch {
	case q.Exec == nil && q.ExecError != "":
		return badge("exec error", "se-bad")
	case q.Exec == nil:
		return nil
	case *q.Exec == 1:
		return badge("exec ✓", "se-good")
	case q.ExecError != "":
		if len(q.ExecError) >= 7 && q.ExecError[:7] == "timeout" {
			return badge("exec timeout", "se-bad")
		}
		return badge("exec error", "se-bad")
	}
	return badge("exec ✗", "se-bad")
}

func questionBadges(q *protocol.Question, multiTurn bool) []goapp.UI {
	var out []goapp.UI
	switch {
	case q.Hardness == "":
		out = append(out, badge("not scored", "se-bad"))
	case q.Exact == 1:
		out = append(out, badge("exact ✓", "se-good"))
	default:
		out = append(out, badge("exact ✗", "se-bad"))
	}
	out = append(out, execBadge(q), strictBadge(q), altBadge(q))
	if len(q.Lenient) > 0 {
		words := make([]string, len(q.Lenient))
		for i, k := range q.Lenient {
			words[i] = relaxationWords(k)
		}
		out = append(out, badge("would pass ignoring "+strings.Join(words, ", "), "se-warn"))
	}
	if q.Hardness != "" {
		out = append(out, badge(q.Hardness, "se-h-"+q.Hardness))
	}
	out = append(out, badge(q.DB, "se-db"))
	if multiTurn {
		out = append(out, badge(fmt.Sprintf("interaction %d · %s", q.Interaction+1, TurnLabel(q.Turn)), "se-turn"))
	}
	if !q.Parsed && q.Hardness != "" {
		out = append(out, badge("rejected by grammar", "se-warn"))
		if q.Extended != nil {
			mark := "✗"
			if *q.Extended == 1 {
				mark = "✓"
			}
			out = append(out, badge("extended "+mark, "se-ext"))
		}
	}
	return out
}

// featureBadges are the SQL features of a question's gold (read in the
// background for the questions shown), marked apart from the verdicts.
func featureBadges(fs []string) []goapp.UI {
	out := make([]goapp.UI, len(fs))
	for i, f := range fs {
		out[i] = goapp.Span().Class("se-badge se-feat").Title("an SQL feature of the gold").Text(f)
	}
	return out
}

// questionsView is the Questions view: the current run's questions with
// their badges, filters (in the address bar), paging and keyboard.
type questionsView struct {
	goapp.Compo
	Shared
}

// setFilter is a handler that sets one filter from its control and
// lists the questions from the first page.
func (qv *questionsView) setFilter(f func(v string)) goapp.EventHandler {
	return func(ctx goapp.Context, ev goapp.Event) {
		f(ev.Get("target").Get("value").String())
		qv.S.page = 0
		qv.S.syncURL(ctx)
	}
}

func (qv *questionsView) Render() goapp.UI {
	s := qv.S
	r := s.run()
	visible := s.filter.Apply(r.questions)
	pages := (len(visible) + pageSize - 1) / pageSize
	page := min(s.page, max(pages-1, 0))
	from, to := page*pageSize, min(len(visible), (page+1)*pageSize)
	dbs := map[string]bool{}
	multi := false
	for _, q := range r.questions {
		dbs[q.DB] = true
		if q.Interaction > 0 {
			multi = true
		}
	}
	var dbList []string
	for d := range dbs {
		dbList = append(dbList, d)
	}
	sort.Strings(dbList)
	opt := func(v, label, cur string) goapp.UI { return goapp.Option().Value(v).Selected(v == cur).Text(label) }
	opts := func(cur string, all string, vals []string) []goapp.UI {
		out := []goapp.UI{opt("", all, cur)}
		for _, v := range vals {
			out = append(out, opt(v, v, cur))
		}
		return out
	}
	f := &s.filter
	sev := severityOf(&r.meta)
	problemOpts := []goapp.UI{opt("", "with or without problems", f.Problem), opt("any", "with problems", f.Problem)}
	for _, k := range markedKinds(r.questions) {
		problemOpts = append(problemOpts, opt(k, "with "+orText(kindLabels[k], k), f.Problem))
	}
	bird := isBird(&r.meta)
	levelOpts := opts(f.Hardness, "any hardness", []string{"easy", "medium", "hard", "extra"})
	outcomeOpts := []goapp.UI{opt("", "any outcome", f.Outcome), opt("exact-wrong", "exact ✗", f.Outcome), opt("exact-right", "exact ✓", f.Outcome),
		opt("exec-wrong", "exec ✗", f.Outcome), opt("exec-right", "exec ✓", f.Outcome),
		opt("rejected", "rejected by grammar", f.Outcome), opt("error", "errors", f.Outcome),
		opt("both-right", "exact ✓ exec ✓", f.Outcome), opt("exact-only", "exact ✓ exec ✗", f.Outcome),
		opt("exec-only", "exact ✗ exec ✓", f.Outcome), opt("both-wrong", "exact ✗ exec ✗", f.Outcome)}
	if bird {
		levelOpts = opts(f.Hardness, "any difficulty", birdLevels)
		outcomeOpts = []goapp.UI{opt("", "any outcome", f.Outcome), opt("exec-wrong", "EX ✗", f.Outcome), opt("exec-right", "EX ✓", f.Outcome),
			opt("error", "errors", f.Outcome)}
	}
	badges := func(q *protocol.Question) []goapp.UI {
		if bird {
			return append(birdBadges(q), problemBadges(q, sev)...)
		}
		return append(questionBadges(q, multi), problemBadges(q, sev)...)
	}
	return goapp.Section().Class("se-questions").Body(
		goapp.Div().Class("se-filters").Body(
			goapp.Input().ID("se-search").Attr("aria-label", "search the questions and SQL").Type("search").Placeholder("search question or SQL").Value(f.Text).
				OnInput(qv.setFilter(func(v string) { f.Text = v })),
			goapp.Select().ID("se-f-hardness").Attr("aria-label", "filter by hardness").OnChange(qv.setFilter(func(v string) { f.Hardness = v })).Body(levelOpts...),
			goapp.Select().ID("se-f-outcome").Attr("aria-label", "filter by outcome").OnChange(qv.setFilter(func(v string) { f.Outcome = v })).Body(outcomeOpts...),
			when(!bird, func() goapp.UI {
				return goapp.Select().ID("se-f-component").Attr("aria-label", "filter by failed component").OnChange(qv.setFilter(func(v string) { f.Component = v })).
					Body(opts(f.Component, "any failed component", r.meta.Components)...)
			}),
			when(r.meta.Strict != nil || f.Strict != "", func() goapp.UI {
				return goapp.Select().ID("se-f-strict").Attr("aria-label", "filter by strict flag").OnChange(qv.setFilter(func(v string) { f.Strict = v })).
					Body(strictFilterOptions(&r.meta, f.Strict)...)
			}),
			when(r.meta.GoldAlt != nil || f.Alt != "", func() goapp.UI {
				return goapp.Select().ID("se-f-alt").Attr("aria-label", "filter by alternative golds").OnChange(qv.setFilter(func(v string) { f.Alt = v })).Body(
					goapp.Option().Value("").Selected(f.Alt == "").Text("with or without a changed verdict"),
					goapp.Option().Value("changed").Selected(f.Alt == "changed").Text("verdict changed by alternative golds"))
			}),
			goapp.Select().ID("se-f-problem").Attr("aria-label", "filter by problems").OnChange(qv.setFilter(func(v string) { f.Problem = v })).Body(problemOpts...),
			goapp.Select().ID("se-f-db").Attr("aria-label", "filter by database").OnChange(qv.setFilter(func(v string) { f.DB = v })).Body(opts(f.DB, "any database", dbList)...),
			when(len(r.meta.Features) > 0 || f.Feature != "", func() goapp.UI {
				var names []string
				for _, row := range r.meta.Features {
					names = append(names, row.Feature)
				}
				return goapp.Select().ID("se-f-feature").Attr("aria-label", "filter by SQL feature").OnChange(qv.setFilter(func(v string) { f.Feature = v })).
					Body(opts(f.Feature, "any SQL feature", names)...)
			}),
			when(f.Feature != "" || f.Feature2 != "", func() goapp.UI {
				var names []string
				for _, row := range r.meta.Features {
					if row.Feature != f.Feature {
						names = append(names, row.Feature)
					}
				}
				return goapp.Select().ID("se-f-feature2").Attr("aria-label", "and by a second SQL feature").OnChange(qv.setFilter(func(v string) { f.Feature2 = v })).
					Body(opts(f.Feature2, "and any other feature", names)...)
			}),
			when(len(r.meta.Breakdowns["subsentences"]) > 0 || f.SubSentences != "", func() goapp.UI {
				o := []goapp.UI{opt("", "any number of sub-sentences", f.SubSentences)}
				for _, g := range r.meta.Breakdowns["subsentences"] {
					label := "not annotated"
					if n := atoi(g.Key); n >= 0 {
						label = plural(n, "sub-sentence", "sub-sentences")
					}
					o = append(o, opt(g.Key, label, f.SubSentences))
				}
				return goapp.Select().ID("se-f-subsentences").Attr("aria-label", "filter by Spider-SS sub-sentences").OnChange(qv.setFilter(func(v string) { f.SubSentences = v })).Body(o...)
			}),
			when(multi, func() goapp.UI {
				return goapp.Select().ID("se-f-turn").Attr("aria-label", "filter by turn").OnChange(qv.setFilter(func(v string) { f.Turn = v })).
					Body(opts(f.Turn, "any turn", []string{"turn 1", "turn 2", "turn 3", "turn 4", "turn > 4"})...)
			}),
			filteredNote(s, visible, len(r.questions)),
		),
		when((f.Feature != "" || f.Feature2 != "") && !r.profiled, func() goapp.UI {
			st := s.profiling
			text := "The SQL features are read in the background; the questions with this feature are listed once every question is read."
			if s.profRun == r.meta.ID && st.err != "" {
				text = st.err
			} else if s.profRun == r.meta.ID && st.running {
				text = profileLabel(st) + " The questions with this feature are listed once every question is read."
			}
			return goapp.P().ID("se-features-wait").Attr("role", "status").Class("se-hint").Text(text)
		}),
		goapp.P().Class("se-hint").Text("Keys: Tab or j/k or ↑/↓ move, Enter opens, Esc returns to the list."),
		goapp.Ol().Class("se-qlist").Body(goapp.Range(visible[from:to]).Slice(func(k int) goapp.UI {
			i := visible[from+k]
			q := &r.questions[i]
			cls := "se-q"
			if i == s.selected {
				cls += " se-q-selected"
			}
			title := q.Question
			if title == "" {
				title = q.Gold
			}
			// The scope argument makes go-app rebind the handler when a list
			// item is reused for another question.
			// Tab reaches every card; Enter or Space opens the focused one.
			return goapp.Li().Class(cls).ID("se-q-%d", i).TabIndex(0).Aria("label", fmt.Sprintf("question %d: %s", q.Index+1, clipText(title, 200))).
				OnClick(func(ctx goapp.Context, ev goapp.Event) { selectQuestion(ctx, s, i, true) }, i).
				OnKeyDown(func(ctx goapp.Context, ev goapp.Event) {
					if k := ev.Get("key").String(); k == "Enter" || k == " " {
						ev.PreventDefault()
						ev.Call("stopPropagation")
						selectQuestion(ctx, s, i, true)
					}
				}, i).Body(
				goapp.Div().Class("se-q-title").Body(goapp.Span().Class("se-q-num").Title("%s", indexNote(q)).Text(fmt.Sprintf("#%d", q.Index+1)), goapp.Span().Text(title)),
				goapp.Div().Class("se-badges").Body(append(badges(q), featureBadges(q.Features)...)...),
				goapp.Div().Class("se-q-sql").Body(goapp.Code().Text(clipText(q.Pred, 300))),
			)
		})),
		goapp.Div().Class("se-pager").Body(
			goapp.Button().Class("se-button").Disabled(page == 0).Text("← previous").OnClick(func(ctx goapp.Context, ev goapp.Event) {
				s.page = page - 1
				s.syncURL(ctx)
			}),
			goapp.Span().Text(fmt.Sprintf("page %d of %d", page+1, max(pages, 1))),
			goapp.Button().Class("se-button").Disabled(page >= pages-1).Text("next →").OnClick(func(ctx goapp.Context, ev goapp.Event) {
				s.page = page + 1
				s.syncURL(ctx)
			}),
		),
	)
}

// markedKinds lists the problem kinds marked on some question, sorted.
func markedKinds(qs []protocol.Question) []string {
	seen := map[string]bool{}
	var out []string
	for i := range qs {
		for _, k := range qs[i].Problems {
			if !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
		}
	}
	sort.Strings(out)
	return out
}

// keyNavigation is the keyboard: j/k or arrows move between questions,
// Enter opens, Escape goes back to the list.
func keyNavigation(s *store, ctx goapp.Context, ev goapp.Event) {
	tag := ev.Get("target").Get("tagName").String()
	if tag == "INPUT" || tag == "SELECT" || tag == "TEXTAREA" {
		return
	}
	r := s.run()
	if r == nil {
		return
	}
	visible := s.filter.Apply(r.questions)
	pos := -1
	for k, i := range visible {
		if i == s.selected {
			pos = k
		}
	}
	move := func(d int) {
		if len(visible) == 0 {
			return
		}
		k := max(0, min(len(visible)-1, pos+d))
		if pos < 0 {
			k = 0
		}
		if s.view == viewQuestion {
			selectQuestion(ctx, s, visible[k], true)
		} else {
			s.selected = visible[k]
			s.page = k / pageSize
			// Keep the selection on screen, clear of the sticky header.
			id := fmt.Sprintf("se-q-%d", s.selected)
			ctx.Defer(func(goapp.Context) {
				if el := goapp.Window().GetElementByID(id); el.Truthy() {
					el.Call("scrollIntoView", map[string]any{"block": "center"})
				}
			})
		}
	}
	switch ev.Get("key").String() {
	case "j", "ArrowDown":
		move(1)
	case "k", "ArrowUp":
		move(-1)
	case "Enter":
		if s.view == viewQuestions && s.selected >= 0 {
			selectQuestion(ctx, s, s.selected, true)
		}
	case "Escape":
		if s.view == viewQuestion {
			s.backToList(ctx)
		}
	default:
		return
	}
	ev.PreventDefault()
}

// clipText cuts s to about n bytes (on a character boundary) for a
// one-line preview.
func clipText(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// filteredNote counts the questions listed; under a filter it says so and
// offers to show them all, and names the question last opened when the
// filter hides it (opened from Compare or a link, outside the list).
func filteredNote(s *store, visible []int, total int) goapp.UI {
	count := goapp.Span().ID("se-count").Class("se-hint").Text(thousands(len(visible)) + " of " + thousands(total) + map[bool]string{true: " question", false: " questions"}[total == 1])
	if s.filter == (Filter{}) {
		return count
	}
	hidden := ""
	if r := s.run(); r != nil && s.selected >= 0 && s.selected < len(r.questions) && !slices.Contains(visible, s.selected) {
		hidden = fmt.Sprintf(" (question #%d, last opened, is not among them)", r.questions[s.selected].Index+1)
	}
	return goapp.Span().ID("se-filtered").Class("se-hint").Body(
		goapp.Text("filtered: "), count, goapp.Text(hidden+" — "),
		goapp.Button().ID("se-show-all").Class("se-link").Text("show all").OnClick(func(ctx goapp.Context, ev goapp.Event) {
			s.filter = Filter{}
			s.backToList(ctx)
		}),
	)
}

// backToList shows the Questions list on the page that holds the question
// last opened, scrolled to it, under the filter in force.
func (s *store) backToList(ctx goapp.Context) {
	s.view = viewQuestions
	k := -1
	if r := s.run(); r != nil && s.selected >= 0 {
		k = slices.Index(s.filter.Apply(r.questions), s.selected)
	}
	if k < 0 {
		goapp.Window().Call("scrollTo", 0, 0) // the filter hides it: the list from its top, which says so
		s.syncURL(ctx)
		return
	}
	s.page = k / pageSize
	id := fmt.Sprintf("se-q-%d", s.selected)
	ctx.Defer(func(goapp.Context) {
		if el := goapp.Window().GetElementByID(id); el.Truthy() {
			el.Call("scrollIntoView", map[string]any{"block": "center"})
		}
	})
	s.syncURL(ctx)
}

// thousands writes n with a comma between thousands (1,034).
func thousands(n int) string {
	s := itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
