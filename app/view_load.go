package app

import (
	"fmt"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/wasm/protocol"
)

// loadView is the Data view: files in, what was recognised, the scoring
// settings, Score, and the gold audit.
type loadView struct {
	goapp.Compo
	Shared
}

// onFiles sends the files of a file input to the worker.
func (l *loadView) onFiles(ctx goapp.Context, ev goapp.Event) {
	files := ev.Get("target").Get("files")
	if files.Length() == 0 {
		return
	}
	l.S.userFiles(ctx)
	l.S.loading = true
	bridge().sendFiles(l.S.loadID(), files)
}

// onDrop sends dropped files and folders to the worker.
func (l *loadView) onDrop(ctx goapp.Context, ev goapp.Event) {
	ev.PreventDefault()
	l.S.userFiles(ctx)
	l.S.loading = true
	bridge().dropFiles(l.S.loadID(), ev.Get("dataTransfer"))
}

func preventDefault(ctx goapp.Context, ev goapp.Event) { ev.PreventDefault() }

func (l *loadView) Render() goapp.UI {
	st := l.S
	s := st.summary
	return goapp.Section().Class("se-load").Body(
		goapp.H2().Text("Data"),
		goapp.P().Class("se-hint").Text("Load a Spider-style folder or .zip (tables.json, gold, predictions, database/<db_id>/<db_id>.sqlite), a BIRD one (dev.json or dev.jsonl, gold SQL lines, a prediction JSON object, dev_databases/<db_id>/<db_id>.sqlite), or single files, or a saved session (.json). Everything stays in this browser tab."),
		// The drop zone is a control too: Enter or Space chooses files.
		goapp.Div().ID("se-drop").Class("se-drop").TabIndex(0).Attr("role", "button").
			Aria("label", "Drop files or a folder here, or press Enter to choose files").
			OnDragOver(preventDefault).OnDrop(l.onDrop).OnKeyDown(func(ctx goapp.Context, ev goapp.Event) {
			if k := ev.Get("key").String(); (k == "Enter" || k == " ") && ev.Get("target").Get("id").String() == "se-drop" {
				ev.PreventDefault()
				goapp.Window().GetElementByID("se-files").Call("click")
			}
		}).Body(
			goapp.Div().Text("Drop files or a folder here"),
			goapp.Div().Class("se-pickers").Body(
				goapp.Label().Class("se-button").Body(
					goapp.Text("Choose files…"),
					goapp.Input().ID("se-files").Type("file").Multiple(true).Class("se-file-input").OnChange(l.onFiles),
				),
				goapp.Label().Class("se-button").Body(
					goapp.Text("Choose a folder…"),
					goapp.Input().ID("se-folder").Type("file").Attr("webkitdirectory", true).Class("se-file-input").OnChange(l.onFiles),
				),
				goapp.Button().Class("se-button").Text("Load the demo").OnClick(func(ctx goapp.Context, ev goapp.Event) {
					st.gaveFiles = false // asked for: the demo's files are chosen
					st.loadDemo()
				}),
				goapp.Button().ID("se-clear").Class("se-button se-secondary").Title("%s", "Close every file and every run").Text("Clear").OnClick(func(ctx goapp.Context, ev goapp.Event) {
					if len(st.runs) == 0 && (st.summary == nil || len(st.summary.Files) == 0) {
						st.clearAll(ctx, ev)
						return
					}
					st.ask(fmt.Sprintf("Close %s and %s? Kept files stay kept.", plural(fileCount(st), "file", "files"), plural(len(st.runs), "run", "runs")), "Clear", st.clearAll)
				}),
			),
			when(st.loading, func() goapp.UI { return goapp.Div().ID("se-reading").Class("se-hint se-busy").Text(st.readingText()) }),
			st.renderConfirm(),
		),
		&sourcesPanel{Shared: l.Shared},
		when(s != nil && len(s.Files) > 0, l.renderSummary),
		when(s != nil && len(s.Files) == 0 && !st.loading, func() goapp.UI {
			return goapp.P().ID("se-nothing").Class("se-hint").Text("Nothing is loaded: drop files, choose them, or load the demo.")
		}),
	)
}

// deadlines are the per-query deadline choices, as Go durations.
var deadlines = []string{"1s", "5s", "10s", protocol.DefaultTimeout, "1m0s", "5m0s", protocol.NoDeadline}

// deadlineLabel describes a deadline setting.
func deadlineLabel(d string) string {
	switch d {
	case protocol.DefaultTimeout:
		return d + " (the CLI's default)"
	case protocol.NoDeadline:
		return "none (as the reference)"
	}
	return d
}

func (l *loadView) renderSummary() goapp.UI {
	st := l.S
	s := st.summary
	option := func(v, cur string) goapp.UI { return goapp.Option().Value(v).Selected(v == cur).Text(v) }
	predOption := func(v string) goapp.UI {
		label := v
		if contains(s.Unlikely, v) {
			label += " (does not look like SQL)"
		}
		return goapp.Option().Value(v).Selected(v == st.pred).Text(label)
	}
	bird := st.compat == "bird"
	// A file choice may change the other file (to one that pairs) and
	// the reference (BIRD's files pick bird).
	chooseFile := func(choose func(string)) goapp.EventHandler {
		return func(ctx goapp.Context, ev goapp.Event) {
			choose(ev.Get("target").Get("value").String())
			st.syncURL(ctx)
		}
	}
	diffOpts := []goapp.UI{goapp.Option().Value("").Selected(st.diffFile == "").Text("none: totals only")}
	for _, d := range s.Difficulties {
		label := d
		if m := s.DifficultyMismatch(st.gold, d); m != "" {
			label += " (another length than the gold's)"
		}
		diffOpts = append(diffOpts, goapp.Option().Value(d).Selected(d == st.diffFile).Text(label))
	}
	mismatch := st.diffMismatch()
	var files []protocol.File
	for _, f := range s.Files {
		if !st.demoAside(f) {
			files = append(files, f)
		}
	}
	var notes []string
	switch {
	case st.pred == "" && st.choiceWhy != "":
		notes = append(notes, st.choiceWhy)
	case st.gold == "" || st.pred == "":
		notes = append(notes, "Choose a gold file and a prediction file to score.")
	default:
		if n := s.PairNote(st.gold, st.pred); n != "" {
			notes = append(notes, n)
		}
		if c := s.Choice; c.Note != "" && c.Gold == st.gold && c.Pred == st.pred {
			notes = append(notes, c.Note) // the page chose among several
		}
	}
	if bird && !contains(s.Difficulties, st.gold) && st.diffFile == "" {
		if _, why := s.DifficultyFor(st.gold); why != "" {
			notes = append(notes, why+" The report gives totals only.")
		}
	}
	return goapp.Div().Body(
		l.renderChoice(chooseFile, option, predOption, diffOpts, notes, mismatch),
		when(len(s.Problems) > 0, func() goapp.UI {
			return goapp.Ul().Class("se-problems").Body(goapp.Range(s.Problems).Slice(func(i int) goapp.UI {
				return goapp.Li().Text(s.Problems[i])
			}))
		}),
		goapp.Details().Class("se-recognised").Open(len(files) <= 30).Body(
			goapp.Summary().Body(goapp.H3().Class("se-inline").Text("Recognised: "+plural(len(files), "file", "files"))),
			when(len(files) < len(s.Files), func() goapp.UI {
				return goapp.P().ID("se-demo-aside").Class("se-hint").Text(fmt.Sprintf("The demo's files of the kinds you gave (%s) stay loaded but are left out of these lists: yours come first.", plural(len(s.Files)-len(files), "file", "files")))
			}),
			goapp.Table().Class("se-files").Body(
				goapp.THead().Body(goapp.Tr().Body(goapp.Th().Text("file"), goapp.Th().Text("kind"), goapp.Th().Text("details"))),
				goapp.TBody().Body(goapp.Range(files).Slice(func(i int) goapp.UI {
					f := files[i]
					cls := ""
					if f.Error != "" {
						cls = "se-bad"
					}
					detail := f.Detail
					if f.Error != "" {
						detail = f.Error
					}
					return goapp.Tr().Class(cls).Body(goapp.Td().Text(f.Name), goapp.Td().Text(f.Kind), goapp.Td().Text(detail))
				})),
			),
		),
		&auditSection{Shared: l.Shared},
		goapp.P().Class("se-hint").Text(plural(len(s.Databases), "database", "databases")+" loaded."),
	)
}

// renderChoice is the files to score, the settings and Score, above the
// list of recognised files (which may be hundreds of rows long).
func (l *loadView) renderChoice(chooseFile func(func(string)) goapp.EventHandler, option func(v, cur string) goapp.UI, predOption func(string) goapp.UI,
	diffOpts []goapp.UI, notes []string, mismatch string) goapp.UI {
	st := l.S
	s := st.summary
	bird := st.compat == "bird"
	golds, preds := st.shownFiles(s.Golds, st.gold), st.shownFiles(s.Preds, st.pred)
	deadlineOpts := make([]goapp.UI, len(deadlines))
	for i, d := range deadlines {
		deadlineOpts[i] = goapp.Option().Value(d).Selected(d == st.timeout).Text(deadlineLabel(d))
	}
	return goapp.Div().Body(
		goapp.Div().Class("se-choose").Body(
			goapp.Label().Body(goapp.Text("Gold "),
				goapp.Select().ID("se-gold").OnChange(chooseFile(st.chooseGold)).Body(
					goapp.Option().Value("").Selected(st.gold == "").Text("choose…"),
					goapp.Range(golds).Slice(func(i int) goapp.UI { return option(golds[i], st.gold) }))),
			goapp.Label().Body(goapp.Text("Predictions "),
				goapp.Select().ID("se-pred").OnChange(chooseFile(st.choosePred)).Body(
					goapp.Option().Value("").Selected(st.pred == "").Text("choose…"),
					goapp.Range(preds).Slice(func(i int) goapp.UI { return predOption(preds[i]) }))),
			when(bird && !contains(s.Difficulties, st.gold), func() goapp.UI {
				return goapp.Label().Title("%s", "BIRD's dev.json or dev.jsonl: each gold line's difficulty, question and evidence, matched by position (the scripts' --diff_json_path)").Body(
					goapp.Text("Difficulties "), goapp.Select().ID("se-difficulty").OnChange(func(ctx goapp.Context, ev goapp.Event) {
						st.diffFile, st.diffInsist = ev.Get("target").Get("value").String(), false
					}).Body(diffOpts...))
			}),
			when(!bird, func() goapp.UI {
				return goapp.Label().Body(goapp.Text("Evaluation "),
					goapp.Select().ID("se-etype").OnChange(l.ValueTo(&st.etype)).Body(option("all", st.etype), option("match", st.etype), option("exec", st.etype)))
			}),
			when(bird, func() goapp.UI {
				return goapp.Span().ID("se-bird-metrics").Class("se-hint").Title("%s", "R-VES times every matching query 100 times and depends on the machine: run spidereval --compat bird --ves for it").
					Text("BIRD: EX and Soft-F1 (R-VES: CLI only)")
			}),
			goapp.Label().Title("%s", "How long one query may run before it scores 0 (exec_error: timeout); the reference has no deadline").Body(goapp.Text("Deadline per query "),
				goapp.Select().ID("se-timeout").OnChange(l.ValueTo(&st.timeout)).Body(deadlineOpts...)),
			goapp.Label().Body(goapp.Text("Reference "),
				goapp.Select().ID("se-compat").OnChange(func(ctx goapp.Context, ev goapp.Event) {
					st.compat = ev.Get("target").Get("value").String()
					st.refNote, st.refOffer = "", false
					st.pickDifficulty()
				}).Body(option("testsuite", st.compat), option("spider", st.compat), option("sparc", st.compat), option("bird", st.compat))),
			when(!bird, func() goapp.UI {
				return goapp.Label().Title("%s", "Also score predictions outside the Spider grammar by lowering them from a full SQL parser; shown apart from the official numbers").Body(
					goapp.Input().ID("se-extended").Type("checkbox").Checked(st.extended).OnChange(func(ctx goapp.Context, ev goapp.Event) {
						st.extended = ev.Get("target").Get("checked").Bool()
					}),
					goapp.Text(" extended grammar (opt-in)"),
				)
			}),
			when(!bird, func() goapp.UI {
				return goapp.Label().Title("%s", "Score the SQL taken out of each prediction's text (a code fence, or from the first SELECT/WITH up to a semicolon), for raw language-model output; each changed prediction is listed among the run's notes").Body(
					goapp.Input().ID("se-extract-sql").Type("checkbox").Checked(st.extract).OnChange(func(ctx goapp.Context, ev goapp.Event) {
						st.extract = ev.Get("target").Get("checked").Bool()
					}),
					goapp.Text(" extract SQL from LLM output (opt-in)"),
				)
			}),
			goapp.Button().ID("se-score").Class("se-button se-primary").Disabled(st.running || !st.engineUp() || st.gold == "" || st.pred == "" || mismatch != "" && !st.diffInsist).Text("Score").
				OnClick(func(ctx goapp.Context, ev goapp.Event) { st.startEval(ctx) }),
			&auditButton{Shared: l.Shared},
		),
		when(mismatch != "", func() goapp.UI {
			return goapp.Div().ID("se-difficulty-mismatch").Class("se-pair-note se-bad").Body(
				goapp.Text(mismatch+" "),
				goapp.Label().Body(
					goapp.Input().ID("se-difficulty-insist").Type("checkbox").Checked(st.diffInsist).OnChange(func(ctx goapp.Context, ev goapp.Event) {
						st.diffInsist = ev.Get("target").Get("checked").Bool()
					}),
					goapp.Text(" score with it anyway"),
				),
			)
		}),
		when(st.refNote != "", func() goapp.UI {
			return goapp.Div().ID("se-ref-note").Class("se-pair-note").Attr("role", "status").Body(
				goapp.Text(st.refNote+" "),
				when(st.refOffer, func() goapp.UI {
					return goapp.Button().ID("se-use-bird").Class("se-button").Text("Score with BIRD's metrics (reference bird)").OnClick(func(ctx goapp.Context, ev goapp.Event) {
						st.compat, st.refNote, st.refOffer = "bird", "Reference set to bird, as you asked.", false
						st.pickDifficulty()
					})
				}),
			)
		}),
		goapp.Range(notes).Slice(func(i int) goapp.UI {
			return goapp.P().Class("se-pair-note se-hint").ID(fmt.Sprintf("se-pair-note-%d", i)).Text(notes[i])
		}),
	)
}
