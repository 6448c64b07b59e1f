package app

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"time"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/spidereval/spidereval/wasm/protocol"
)

// pageSize is how many questions the list shows at once.
const pageSize = 50

// runView is a finished run as the page holds it.
type runView struct {
	meta      protocol.Run
	questions []protocol.Question
	req       *protocol.Request // the evaluation that made it; nil for a saved session's run
	profiled  bool              // the whole run's SQL-feature profiles and table arrived
	asked     map[int]bool      // questions whose profiles were asked for (the list's pages)
}

// loadStep is one thing loaded into the engine, replayed by a restart.
type loadStep struct {
	demo bool
	id   int    // the files' request id (the bridge keeps the files)
	url  string // a load by URL (absolute)
}

// store is the page's shared state: the engine, the loaded files and the
// settings, the runs, and the route (view, filters, selection). Every
// view component reads it; state a view keeps across view switches has
// its type in that view's file.
type store struct {
	gen uint64 // the page's render generation (see Shared)

	// root is the page's component, which outlives every view.
	root goapp.UI
	// profileOnly says the last message changed only what the feature
	// profile's progress shows; featProgress is that progress while it is
	// mounted.
	profileOnly  bool
	featProgress *featureProgress

	// The engine: request ids, the answers views wait for, and its life
	// (what was loaded, replayed by a restart; why it died; the loads a
	// restart waits for and the runs it scores again).
	nextID    int
	ready     bool
	answers   map[int]func(m protocol.Response)
	loads     map[int]bool // load requests whose runs (saved sessions) are accepted
	history   []loadStep
	dead      string
	replaying map[int]bool
	redo      []protocol.Request
	// resend is a run the user started while a Cancel waited for the
	// engine's confirmation: a restart in that wait lost it, so it is
	// sent again, after the redo runs, as a new run.
	resend *protocol.Request

	// The loaded files and the scoring settings.
	dataURL  string        // the address bar's data=: a URL loaded when the page opens
	linked   [2]string     // the address bar's goldfile= and predfile=, checked once the files load
	keep     keepState     // files kept in this browser (view_sources.go)
	confirm  *confirmation // a question asked before an action that loses work
	urlLoad  int           // a typed URL's load, and the URL: written to the address bar once loaded
	urlRaw   string
	summary  *protocol.Summary
	loading  bool
	reading  loadReading // how far the newest load is (the engine says so every tenth of a second)
	errors   []string
	gold     string
	pred     string
	etype    string
	compat   string
	diffFile string // BIRD: the question file giving gold SQL lines their difficulties
	// diffInsist: the user scores with a difficulty file of another
	// length than the gold's; choiceWhy says why no file is chosen.
	diffInsist bool
	choiceWhy  string
	// refNote says how the chosen files set the reference; refOffer
	// offers bird for BIRD predictions with a gold that is not BIRD's.
	refNote   string
	refOffer  bool
	autoScore bool
	gaveFiles bool      // the user gave files (picked, dropped, a typed URL)
	copied    copyState // the last table copied (copytable.go)
	// filesNote is a notice about the kept files (Kept, Forgot) while it is
	// shown, and filesNoteAt the last request sent before it: the next
	// load answered after it, or leaving the Data view, ends it.
	filesNote   string
	filesNoteAt int
	demoID      int // the last demo load's request
	opening     int // the evaluation of the files the page opened with
	extended    bool
	extract     bool   // score the SQL taken out of LLM-style prediction text
	timeout     string // per-query deadline setting

	// Scoring and the runs.
	running   bool
	evalID    int
	evalReq   protocol.Request
	cancelled int // the evaluation the user cancelled, until the engine confirms
	// restoring is the run a restarted engine scores again (scoreNext);
	// viewChosen says the user chose the view shown (the Data view chosen
	// stays chosen when the runs are dropped): a restored run then leaves
	// it as it is.
	restoring  int
	viewChosen bool
	// cancelRestart says the engine restarts because a cancelled query ran on.
	cancelRestart bool
	preempted     int // the opening evaluation stopped for the user's files
	done          int
	total         int
	at            string // where the question being run is
	building      *runView
	runs          []*runView
	current       int  // index into runs, -1 when none
	reportRest    bool // charts and breakdowns, drawn a moment after the table

	// The route: the address bar's view, filters and question.
	view     string
	filter   Filter
	page     int
	selected int        // question index in the current run
	want     url.Values // URL state to restore once a run exists
	wantFrag string     // and the URL's fragment (a packed Playground pair)
	notice   string
	// exporting is the export being prepared (its request id), and
	// exportNote what the page says of it meanwhile.
	exporting  int
	exportNote string
	// engineInfo is what the worker says it runs (About this engine).
	engineInfo string

	// Views' state kept across view switches.
	question  questionState
	report    reportState
	play      playground
	cmp       comparing
	audit     auditState
	lenient   requestState
	profiling requestState // the whole-run SQL-feature profile (view_features.go)
	profRun   int          // the engine's id of the run it profiles
	// quietUntil: no whole-run profile starts before (see profileDelay).
	quietUntil time.Time
}

func newStore() *store {
	return &store{current: -1, selected: -1, etype: "all", compat: "testsuite", timeout: protocol.DefaultTimeout, view: viewLoad}
}

func (s *store) run() *runView {
	if s.current < 0 || s.current >= len(s.runs) {
		return nil
	}
	return s.runs[s.current]
}

func (s *store) runTitle() string { return titleOf(s.run()) }

func titleOf(r *runView) string {
	if r == nil {
		return ""
	}
	t := r.meta.Pred + " vs " + r.meta.Gold + " (" + r.meta.Compat + ", " + r.meta.Etype + ")"
	if r.req == nil {
		t = "saved: " + t // from a session file: told apart from a run of the same files scored here
	}
	return t
}

// runIndex finds a run of this page by its worker id.
func (s *store) runIndex(id int) int {
	for i, r := range s.runs {
		if r.meta.ID == id {
			return i
		}
	}
	return -1
}

// send posts a request to the worker and returns its id (-1, and nothing
// sent, while the engine is stopped: the banner says so).
func (s *store) send(req protocol.Request) int {
	if s.dead != "" {
		return -1
	}
	s.nextID++
	req.ID = s.nextID
	b, _ := json.Marshal(req)
	bridge().send(string(b))
	return req.ID
}

// request sends req and hands its answer, or its failure, to answer (on
// the UI goroutine; the page is redrawn after).
func (s *store) request(req protocol.Request, answer func(m protocol.Response)) int {
	id := s.send(req)
	if id > 0 {
		if s.answers == nil {
			s.answers = map[int]func(protocol.Response){}
		}
		s.answers[id] = answer
	}
	return id
}

// unanswered takes an answer no view waits for any more: a failure joins
// the page's errors, anything else is dropped.
func (s *store) unanswered(m protocol.Response) {
	if m.Type == protocol.Failed {
		s.errors = append(s.errors, m.Error)
	}
}

// loadDemo asks the worker for the bundled demo.
func (s *store) loadDemo() int {
	s.loading = true
	s.history = append(s.history, loadStep{demo: true})
	s.demoID = s.send(protocol.Request{Type: protocol.LoadDemo, Base: "/web/demo"})
	return s.demoID
}

// loadID reserves a request id for files; runs of a saved session answer
// it, and a restarted engine gets the same files again under it.
func (s *store) loadID() int {
	s.nextID++
	if s.loads == nil {
		s.loads = map[int]bool{}
	}
	s.loads[s.nextID] = true
	s.history = append(s.history, loadStep{id: s.nextID})
	return s.nextID
}

// loadReading is how far a load is: files read, of how many, and the
// file being read.
type loadReading struct {
	done, total int
	at          string
}

// readingText says how far the files being read are.
func (s *store) readingText() string {
	if s.reading.total == 0 {
		return "Reading files…"
	}
	return fmt.Sprintf("Reading files: %d of %d read, now %s…", s.reading.done, s.reading.total, s.reading.at)
}

// receive handles one worker message on the UI goroutine: the engine's
// life, loading and scoring here; a view's own requests go to the answer
// it gave request.
func (s *store) receive(ctx goapp.Context, text string) {
	var m protocol.Response
	if err := json.Unmarshal([]byte(text), &m); err != nil {
		s.errors = append(s.errors, "unreadable message from the engine: "+err.Error())
		return
	}
	if s.dead != "" && m.Type != protocol.Ready {
		return // a message from the stopped worker
	}
	if m.Type == protocol.Failed {
		s.loading = false
	}
	if answer := s.answers[m.ID]; answer != nil && m.ID != 0 && m.Type != protocol.Progress {
		delete(s.answers, m.ID)
		answer(m)
		return
	}
	switch m.Type {
	case protocol.Ready:
		s.ready = true
		if m.Text != "" {
			s.engineInfo = m.Text
		}
		switch {
		case s.replaying != nil:
			s.replay(ctx)
		case s.summary == nil:
			// Files the user gave while the page started wait for Score.
			s.autoScore = !s.gaveFiles
			s.startup(ctx)
		}
	case protocol.Died:
		s.engineDied(ctx, m.Error)
	case protocol.Loaded:
		s.loading = false
		s.reading = loadReading{}
		s.summary = m.Summary
		if strings.HasPrefix(s.notice, "Cleared:") && len(m.Summary.Files) > 0 {
			s.notice = "" // files are open again
		}
		if m.ID > s.filesNoteAt {
			s.endFilesNote() // other files are open now
		}
		if m.ID == s.urlLoad {
			s.dataURL, s.urlLoad = s.urlRaw, 0
			s.syncURL(ctx)
		}
		// The demo loaded after the user's files does not take their place.
		// The loads a restarted engine replays leave the choice alone until
		// the last is in (replayed): the first, the demo, lacks the user's
		// files.
		if s.replaying == nil {
			s.pickDefaults(m.ID == s.demoID && s.gaveFiles)
		}
		s.checkLinked()
		if s.view == viewPlay && s.play.result == nil {
			judgeNow(ctx, s)
		}
		if s.replayed(ctx, m.ID) {
			return
		}
		s.scoreOpening(ctx)
	case protocol.Progress:
		switch m.ID {
		case s.evalID:
			s.done, s.total, s.at = m.Done, m.Total, m.Current
		case s.profiling.reqID:
			s.profiling.done, s.profiling.total = m.Done, m.Total
			s.profileOnly = true
		default:
			if s.loads[m.ID] && s.loading {
				s.reading = loadReading{done: m.Done, total: m.Total, at: m.Current}
			}
		}
	case protocol.RunStart:
		if s.accepts(m.ID) {
			s.building = &runView{meta: *m.Run}
			if m.ID == s.evalID {
				req := s.evalReq
				s.building.req = &req
			}
		}
	case protocol.Questions:
		if s.accepts(m.ID) && s.building != nil {
			s.building.questions = append(s.building.questions, m.Questions...)
		}
	case protocol.RunDone:
		if s.accepts(m.ID) && s.building != nil {
			s.runDone(ctx, m.ID)
		}
	case protocol.Cancelled:
		switch m.ID {
		case s.preempted:
			s.notice = "The files the page opened with were not scored: your files come first."
		case s.cancelled:
			s.notice = "Scoring cancelled; the previous results are kept."
			s.cancelled = 0 // confirmed: no restart
		}
	case protocol.Exporting:
		if m.ID == s.exporting {
			s.exportNote = exportingNote(m.Done, m.Total)
		}
	case protocol.Exported:
		if m.ID == s.exporting {
			s.exporting, s.exportNote = 0, ""
		}
		bridge().download(m.Filename, m.Text)
	case protocol.Failed:
		s.errors = append(s.errors, m.Error)
		if m.ID == s.exporting {
			s.exporting, s.exportNote = 0, ""
		}
		if m.ID == s.urlLoad {
			s.urlLoad = 0
		}
		if s.replayed(ctx, m.ID) {
			return
		}
		if m.ID == s.evalID {
			s.running = false
			s.evalID = -1
			s.scoreNext(ctx)
		}
	}
}

// scoreOpening scores the files the page opened with, unless a shared
// playground link waits for its verdict: the link is answered first.
func (s *store) scoreOpening(ctx goapp.Context) {
	if !s.autoScore || s.gold == "" || s.pred == "" {
		return
	}
	if s.view == viewPlay && s.play.judgeID > 0 && s.answers[s.play.judgeID] != nil {
		s.play.thenScore = true
		return
	}
	s.autoScore = false
	s.startEval(ctx)
	s.opening = s.evalID
}

// accepts tells whether a run message answers this page's request.
func (s *store) accepts(id int) bool { return id == s.evalID || s.loads[id] }

// requestState follows one request a view makes on demand (the lenient
// checks, the feature profiles): its id, whether it runs, and its error.
type requestState struct {
	reqID       int
	running     bool
	err         string
	done, total int // progress, when the engine reports it
}

// settle records an answer in the state of the request it may answer: the
// request's failure becomes its error, another request's failure is listed
// as unanswered. It reports whether m carries a result to use.
func (s *store) settle(st *requestState, m protocol.Response) bool {
	if m.Type == protocol.Failed {
		if m.ID != st.reqID {
			s.unanswered(m)
			return false
		}
		*st = requestState{err: m.Error}
		return false
	}
	if m.ID == st.reqID {
		*st = requestState{}
	}
	return m.Run != nil
}

// noteFiles shows a notice about the kept files until its cause is gone
// (endFilesNote).
func (s *store) noteFiles(text string) {
	s.notice, s.filesNote, s.filesNoteAt = text, text, s.nextID
}

// endFilesNote takes down the kept files' notice, if it is still shown.
func (s *store) endFilesNote() {
	if s.filesNote != "" && s.notice == s.filesNote {
		s.notice = ""
	}
	s.filesNote = ""
}
