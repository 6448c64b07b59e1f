package app

import (
	"fmt"
	"strings"
	"time"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/wasm/protocol"
)

// Choosing files, scoring them, and the runs' life on the page.

// runDone makes the run being built the current one and shows its report.
func (s *store) runDone(ctx goapp.Context, id int) {
	s.runs = append(s.runs, s.building)
	s.building = nil
	s.cmp.chosen = nil // the default choice follows the new current run
	s.current = len(s.runs) - 1
	// A run opens its report, unless a restarted engine scored it again
	// while the user was choosing files in the Data view.
	if s.view == viewLoad && (id != s.restoring || !s.viewChosen) {
		s.view = viewReport
	}
	s.selected, s.question.detail = -1, nil
	if id == s.evalID {
		s.running = false
		s.evalID = -1
	}
	switch {
	case len(s.redo) == 0 && strings.HasPrefix(s.notice, "The engine restarted; scoring"):
		s.notice = "The engine restarted and scored its lost runs again."
	case len(s.redo) == 0 && strings.HasSuffix(s.notice, "restarted to stop it; scoring the lost runs again…"):
		s.notice = "Scoring cancelled: a query was still running, so the engine was restarted to stop it; it scored the earlier runs again."
	case strings.Contains(s.notice, " is not open; showing run "), strings.HasSuffix(s.notice, "your files come first."),
		strings.HasPrefix(s.notice, "Scoring cancelled"), strings.HasPrefix(s.notice, "Cleared:"):
		s.notice = "" // a new run ends what these said
	}
	// Draw the report in two short tasks rather than one long one. The
	// feature profiles start once it is drawn and no new run followed it
	// for a while (background, which syncURL calls: set before it).
	s.reportRest = false
	s.quietUntil = time.Now().Add(profileDelay)
	s.applyURL(ctx)
	s.syncURL(ctx)
	ctx.After(30*time.Millisecond, func(ctx goapp.Context) { s.reportRest = true })
	ctx.After(profileDelay, func(ctx goapp.Context) { s.background(ctx) })
	s.scoreNext(ctx)
}

// profileDelay is how long after a run's report the whole run's
// SQL-feature profiles start: the report is drawn first, and a run scored
// right after it (a second model) finds the cores free, not the explain
// worker compiling and profiling beside it.
const profileDelay = 2 * time.Second

// pickDefaults takes the engine's default choice (protocol.Summary.Choose:
// files that pair one to one) when the newest load brought a gold or
// prediction file, or when the chosen files are gone.
func (s *store) pickDefaults(keep bool) {
	sum := s.summary
	if sum == nil {
		return
	}
	if sum.Fresh && !keep || s.pred == "" || !contains(sum.Golds, s.gold) || !contains(sum.Preds, s.pred) {
		c := sum.Choice
		s.gold, s.pred, s.diffFile, s.choiceWhy, s.diffInsist = c.Gold, c.Pred, c.Difficulty, c.Why, false
	}
	// A link's goldfile= and predfile= win over the default (checkLinked
	// names those that are not loaded).
	if g := s.linked[0]; contains(sum.Golds, g) {
		s.gold = g
		s.diffFile, _ = sum.DifficultyFor(g)
	}
	if p := s.linked[1]; contains(sum.Preds, p) {
		s.pred, s.choiceWhy = p, ""
	}
	s.followBird(false)
}

// chooseGold follows the user's choice of a gold file: the prediction
// file follows it when it does not pair one to one and another does, and
// so does the difficulty file.
func (s *store) chooseGold(g string) {
	s.gold, s.choiceWhy, s.diffInsist = g, "", false
	if sum := s.summary; sum != nil {
		if !sum.Sound(g, s.pred) {
			if p := sum.PredFor(g); p != "" {
				s.pred = p
			}
		}
		s.diffFile, _ = sum.DifficultyFor(g)
	}
	s.followBird(true)
}

// choosePred is chooseGold for a prediction file.
func (s *store) choosePred(p string) {
	s.pred, s.choiceWhy, s.diffInsist = p, "", false
	if sum := s.summary; sum != nil && !sum.Sound(s.gold, p) {
		if g := sum.GoldFor(p); g != "" {
			s.gold = g
			s.diffFile, _ = sum.DifficultyFor(g)
		}
	}
	s.followBird(true)
}

// diffMismatch says why the chosen difficulty file does not fit the gold
// ("" when it fits or none is used).
func (s *store) diffMismatch() string {
	if s.summary == nil || s.compat != "bird" || contains(s.summary.Difficulties, s.gold) {
		return ""
	}
	return s.summary.DifficultyMismatch(s.gold, s.diffFile)
}

// followBird picks the bird reference when the chosen gold is BIRD's (a
// BIRD question file, or SQL lines with a BIRD question file of their
// length loaded) and, for BIRD gold SQL lines, a difficulty file; it says
// so in refNote. A BIRD prediction file with a gold that is not BIRD's
// leaves the reference as it is, and refNote says so and offers bird:
// the metric is the user's choice. changed says the user just chose
// another file: a reference picked for BIRD files is then dropped when
// neither chosen file is BIRD's.
func (s *store) followBird(changed bool) {
	sum := s.summary
	if sum == nil {
		return
	}
	if !contains(sum.Difficulties, s.diffFile) {
		s.diffFile = ""
	}
	birdGold := contains(sum.Bird, s.gold)
	if !birdGold && s.gold != "" {
		d, _ := sum.DifficultyFor(s.gold)
		birdGold = d != ""
	}
	birdPred := contains(sum.Bird, s.pred)
	s.refNote, s.refOffer = "", false
	switch {
	case birdGold && s.compat != "bird":
		s.compat, changed = "bird", true
		s.refNote = "Reference set to bird: " + s.gold + " is BIRD's."
	case birdPred && !birdGold && s.compat != "bird":
		s.refNote = fmt.Sprintf("%s is a BIRD prediction file, but the gold %s is not BIRD's (no BIRD question file of its length is loaded): the reference stays %s.", s.pred, s.gold, s.compat)
		s.refOffer = true
	case !birdGold && !birdPred && changed && s.compat == "bird":
		s.compat = "testsuite"
		s.refNote = "Reference set back to testsuite: neither chosen file is BIRD's."
	}
	if changed {
		s.pickDifficulty()
	}
}

// pickDifficulty chooses a difficulty file for BIRD gold SQL lines when
// none is chosen (a BIRD question file as gold carries its own).
func (s *store) pickDifficulty() {
	sum := s.summary
	if sum == nil || s.compat != "bird" || s.diffFile != "" || contains(sum.Difficulties, s.gold) || len(sum.Difficulties) == 0 {
		return
	}
	s.diffFile, _ = sum.DifficultyFor(s.gold)
}

// startEval scores the chosen files with the chosen settings.
func (s *store) startEval(ctx goapp.Context) {
	if s.gold == "" || s.pred == "" {
		s.errors = append(s.errors, "choose a gold file and a prediction file first")
		return
	}
	if !s.engineUp() {
		return
	}
	if m := s.diffMismatch(); m != "" && !s.diffInsist {
		s.errors = append(s.errors, m+" Choose the difficulty file of the gold's length, or tick \"score with it anyway\".")
		return
	}
	req := protocol.Request{Type: protocol.Evaluate, Gold: s.gold, Pred: s.pred, Etype: s.etype, Compat: s.compat,
		Extended: s.extended, Timeout: s.timeout, ExtractSQL: s.extract}
	if s.compat == "bird" {
		req.Etype, req.Extended = "exec", false
		if s.summary == nil || !contains(s.summary.Difficulties, s.gold) {
			req.Difficulty = s.diffFile
		}
	}
	s.score(req)
}

// engineUp reports whether the engine can take a run now: it has started,
// and after a restart it has been sent every load again (a run sent before
// its files would be judged without them).
func (s *store) engineUp() bool { return s.dead == "" && s.ready && s.replaying == nil }

// score sends one evaluation request and shows its progress.
func (s *store) score(req protocol.Request) {
	s.running, s.done, s.total, s.at, s.building, s.notice = true, 0, 0, "", nil, ""
	s.evalReq = req
	s.evalID = s.send(req)
}

// scoreNext starts the next evaluation a restart queued, if any.
func (s *store) scoreNext(ctx goapp.Context) {
	switch {
	case s.running || s.replaying != nil:
	case len(s.redo) > 0: // the finished runs first, restored
		req := s.redo[0]
		s.redo = s.redo[1:]
		s.score(req)
		s.restoring = s.evalID
	case s.resend != nil: // then the user's run, a new one
		req := *s.resend
		s.resend = nil
		s.score(req)
	}
}

// userFiles is called when the user gives files (picked, dropped, a
// typed URL): the files the page opened with (the demo, kept files) are not
// scored when their scoring has not started, and it stops when it is under
// way, so that the user's files need not wait behind it.
// earlyFiles loads files chosen before the page ran (see OnMount), or
// names the cause that kept a dropped folder from being read.
func (s *store) earlyFiles(ctx goapp.Context, files goapp.Value, cause string) {
	if cause != "" {
		s.loading = false
		s.errors = append(s.errors, "Files dropped while the page started could not be read: "+cause)
		return
	}
	if files.Length() == 0 {
		s.loading = false
		return
	}
	s.userFiles(ctx)
	s.loading = true
	bridge().sendFiles(s.loadID(), files)
}

func (s *store) userFiles(ctx goapp.Context) {
	s.autoScore, s.gaveFiles = false, true
	if s.running && s.evalID == s.opening && s.opening > 0 {
		s.preempted = s.evalID
		s.cancelEval(ctx, goapp.Event{})
	}
}

func (s *store) cancelEval(ctx goapp.Context, ev goapp.Event) {
	s.send(protocol.Request{Type: protocol.Cancel})
	id := s.evalID
	s.running, s.cancelled = false, id
	s.evalID = -1
	s.redo = nil
	// The worker reads the Cancel between two queries: one that runs on
	// (no deadline, or a long one) holds it until it ends. If the engine
	// has not confirmed within cancelGrace, it is restarted, which stops
	// the query; the files are sent again and the runs scored again.
	s.after(ctx, cancelGrace, func(ctx goapp.Context) {
		if s.cancelled != id || s.dead != "" {
			return // confirmed, or already restarting
		}
		// A run the user started since the Cancel is in the stopped
		// engine too: it is scored after the restart.
		var started *protocol.Request
		if s.running {
			req := s.evalReq
			started = &req
		}
		s.engineDied(ctx, "")
		s.resend = started
		s.restartEngine(ctx, goapp.Event{})
		s.cancelRestart = true
		s.notice = "Scoring cancelled: a query was still running, so the engine is restarted to stop it…"
	})
}

// after runs fn on the UI goroutine after d, and redraws the page: unlike
// ctx.After, it does not depend on the component that asked (the Cancel
// button is gone by then).
func (s *store) after(ctx goapp.Context, d time.Duration, fn func(goapp.Context)) {
	root := s.root
	ctx.Async(func() {
		time.Sleep(d)
		ctx.Dispatcher().Dispatch(goapp.Dispatch{Mode: goapp.Update, Source: root, Function: fn})
	})
}

// cancelGrace is how long Cancel waits for the engine to confirm before
// restarting it.
const cancelGrace = 1500 * time.Millisecond

// dropRuns forgets every run; every view then agrees that none exists.
func (s *store) dropRuns(ctx goapp.Context) {
	s.runs, s.current, s.selected, s.question.detail, s.question.err, s.building = nil, -1, -1, nil, "", nil
	s.profiling, s.profRun = requestState{}, 0
	s.cmp = comparing{}
	s.running, s.evalID, s.page = false, -1, 0
	s.filter = Filter{}
	// Views that show runs go back to Data; the Data view the user chose
	// stays chosen (a restarted engine's restored runs leave it open).
	if s.view != viewPlay && s.view != viewLoad {
		s.view, s.viewChosen = viewLoad, false
	}
	s.syncURL(ctx)
}

// clearAll forgets every file and every run, here and in the engine.
func (s *store) clearAll(ctx goapp.Context, ev goapp.Event) {
	s.gold, s.pred, s.dataURL = "", "", ""
	s.dropRuns(ctx)
	s.history, s.loads, s.redo, s.resend, s.autoScore = nil, nil, nil, nil, false
	bridge().forget()
	s.send(protocol.Request{Type: protocol.Reset})
	s.notice = "Cleared: no file and no run is open."
}

// closeFiles forgets every file, here and in the engine, and keeps the runs.
func (s *store) closeFiles() {
	s.gold, s.pred, s.diffFile, s.dataURL = "", "", "", ""
	s.history, s.loads, s.redo, s.resend, s.autoScore = nil, nil, nil, nil, false
	s.running, s.evalID, s.building = false, -1, nil // the engine stops a run under way
	bridge().forget()
	s.send(protocol.Request{Type: protocol.Reset, KeepRuns: true})
}

// mergeQuestions finds the run with the engine's id runID and copies
// fields of qs (matched by question index) into its questions with set;
// it returns the run, nil when it is gone.
func (s *store) mergeQuestions(runID int, qs []protocol.Question, set func(dst, src *protocol.Question)) *runView {
	for _, r := range s.runs {
		if r.meta.ID != runID {
			continue
		}
		byIndex := map[int]int{}
		for i := range r.questions {
			byIndex[r.questions[i].Index] = i
		}
		for k := range qs {
			if i, ok := byIndex[qs[k].Index]; ok {
				set(&r.questions[i], &qs[k])
			}
		}
		return r
	}
	return nil
}
