package engine

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/exec"
	"github.com/spidereval/spidereval/eval/features"
	"github.com/spidereval/spidereval/eval/match"
	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/eval/spiderss"
	"github.com/spidereval/spidereval/wasm/protocol"
	"github.com/spidereval/spidereval/wasm/workspace"
)

// chunk is how many questions travel in one message, so that decoding
// them on the page stays a short task.
const chunk = 150

// evaluate scores a run, or a helper's share of one; seen is the count of
// Cancels when it was accepted (-1: not checked).
func (e *Engine) evaluate(req protocol.Request, seen int) {
	// Diagnoses wait until a question is opened (see detail): scoring
	// does not need the explainer unless the extended grammar is asked.
	opt := eval.Options{Etype: eval.Etype(req.Etype), Workers: 1, Extended: req.Extended, ExtractSQL: req.ExtractSQL}
	if req.Extended {
		if e.host.Explainer == nil {
			e.fail(req.ID, errors.New("the extended grammar is not available here"))
			return
		}
		opt.Explainer = e.host.Explainer
	}
	if opt.Etype == "" {
		opt.Etype = "all"
	}
	compat, err := eval.ParseCompat(orDefault(req.Compat, "testsuite"))
	if err != nil {
		e.fail(req.ID, err)
		return
	}
	opt.Compat = compat
	if compat == eval.Bird {
		// BIRD scores by execution alone (EX, Soft-F1); R-VES, which times
		// every query, is left to the CLI.
		opt.Etype, opt.Extended = "exec", false
	}
	if opt.Timeout, err = parseTimeout(req.Timeout); err != nil {
		e.fail(req.ID, err)
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	e.mu.Lock()
	if seen >= 0 && seen != e.cancels {
		e.mu.Unlock()
		cancel()
		e.host.Post(protocol.Response{Type: protocol.Cancelled, ID: req.ID})
		return
	}
	if e.cancel != nil {
		e.cancel()
	}
	e.cancel = cancel
	if e.stopProfile != nil && req.Shard == nil {
		e.stopProfile() // a new run comes first
		e.stopProfile = nil
	}
	ws, gen := e.ws, e.gen
	e.mu.Unlock()
	defer cancel()

	// One worker runs the questions in order, so the one being run is the
	// one after those done.
	origins := ws.Origins(req.Gold, req.Pred, compat)
	current := func(done int) string {
		if done < len(origins) {
			return origins[done]
		}
		return ""
	}
	if req.Shard != nil {
		// A helper's part of another worker's run.
		opt.Shard = &eval.Shard{Index: req.Shard.Index, Of: req.Shard.Of}
		e.judgeShard(ctx, req, ws, opt)
		return
	}
	var helpers []Helper
	if e.host.Helpers != nil && len(origins) >= minShardedRun {
		helpers = e.host.Helpers()
	}
	if len(origins) > 0 {
		e.host.Post(protocol.Response{Type: protocol.Progress, ID: req.ID, Total: len(origins), Current: current(0)})
	}
	due := e.progressDue()
	var progMu sync.Mutex
	dones := make([]int, len(helpers)+1) // per shard
	// report posts the questions done over all shards when a report is
	// due, and says whether it did. A shard's last count is always posted,
	// so the bar shows each worker's share done.
	of := len(helpers) + 1
	report := func(shard, done int) bool {
		progMu.Lock()
		defer progMu.Unlock()
		dones[shard] = done
		sum := 0
		for _, d := range dones {
			sum += d
		}
		shardSize := (len(origins) - shard + of - 1) / of
		if !due(sum == len(origins) || done == shardSize) {
			return false
		}
		e.host.Post(protocol.Response{Type: protocol.Progress, ID: req.ID, Done: sum, Total: max(len(origins), sum), Current: current(sum)})
		return true
	}
	progress := func(done, total int) {
		// Yielding hands control back to the event loop: a Cancel, and
		// the helpers' answers, are delivered.
		if report(0, done) && e.host.Yield != nil {
			e.host.Yield()
		}
	}
	wreq := workspace.Request{Gold: req.Gold, Pred: req.Pred, Difficulty: req.Difficulty}
	shards := startShards(ctx, req, helpers, report)
	if len(helpers) > 0 {
		opt.Shard = &eval.Shard{Index: 0, Of: len(helpers) + 1}
	}
	res, err := ws.EvaluateRequest(ctx, wreq, opt, progress)
	helped := 0 // helpers that judged their share
	if err == nil && len(helpers) > 0 {
		if helped, err = e.mergeShards(ctx, shards, res, ws, wreq, opt); err == nil {
			e.host.Post(protocol.Response{Type: protocol.Progress, ID: req.ID, Done: len(origins), Total: len(origins)})
		}
	}
	if errors.Is(err, context.Canceled) {
		e.host.Post(protocol.Response{Type: protocol.Cancelled, ID: req.ID})
		return
	}
	if err != nil {
		e.fail(req.ID, fmt.Errorf("scoring %s against %s: %w", req.Pred, req.Gold, err))
		return
	}
	ws.Annotate(res.Records) // Spider-SS: sub-sentence counts for breakdowns
	src := source{gold: req.Gold, pred: req.Pred, difficulty: req.Difficulty, timeout: timeoutLabel(opt.Timeout), workers: helped + 1}
	// A loaded file of alternative golds that names this run's questions:
	// the run is judged against it too (--gold-alt).
	src.alt, err = ws.AltGolds(ctx, wreq, res)
	if errors.Is(err, context.Canceled) {
		e.host.Post(protocol.Response{Type: protocol.Cancelled, ID: req.ID})
		return
	}
	if err != nil {
		e.fail(req.ID, fmt.Errorf("scoring %s against the alternative golds: %w", req.Pred, err))
		return
	}
	if opt.Compat != eval.Bird {
		src.texts = ws.QuestionTexts(req.Gold)
	} else {
		src.ids = ws.QuestionIDs(workspace.Request{Gold: req.Gold, Pred: req.Pred, Difficulty: req.Difficulty})
	}
	if prov, err := ws.Provenance(ctx, workspace.Request{Gold: req.Gold, Pred: req.Pred, Difficulty: req.Difficulty}, res); err == nil {
		src.provenance = prov.String()
		src.prov, _ = json.Marshal(prov)
	}
	e.publish(req.ID, gen, src, res, nil)
}

// profile sends SQL-feature profiles of a run's questions: those of
// req.Indexes alone (the questions a page shows: their profiles, no
// table), or every question's and the accuracy by feature (the table).
// The explainer (the explain worker, in the page) reads each gold and
// prediction once per run: profiles are kept on the run, so the questions
// a page showed are not read again for the table. A whole-run profile is
// stopped (Cancelled) by a new run, a Reset or another whole-run profile.
func (e *Engine) profile(req protocol.Request) error {
	r, err := e.runByID(req.Run)
	switch {
	case err != nil:
		return err
	case e.host.Explainer == nil:
		return errors.New("SQL-feature profiles need the explainer, which is not available here")
	}
	ctx := context.Background()
	whole := req.Indexes == nil
	if whole {
		var cancel context.CancelFunc
		ctx, cancel = context.WithCancel(ctx)
		defer cancel()
		e.mu.Lock()
		if e.stopProfile != nil {
			e.stopProfile()
		}
		e.stopProfile = cancel
		e.mu.Unlock()
	}
	ws := e.workspace()
	recs := r.res.Records
	indexes := req.Indexes
	if whole {
		indexes = make([]int, len(recs))
		for i := range indexes {
			indexes[i] = i
		}
	}
	r.prof.init(len(recs))
	// Several calls are in flight at once: the explainer (a worker of its
	// own in the page) then never waits for the next question.
	next := make(chan int)
	var wg sync.WaitGroup
	var done atomic.Int32
	for range profileCalls {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if !r.prof.has(i) {
					rec := recs[i] // a copy: the run's records stay as scored (exports)
					var g, p []string
					if s, err := ws.Schema(rec.DBID); err == nil && rec.Scored() {
						eval.ProfileRecord(e.host.Explainer, &rec, s)
						g, p = rec.GoldFeatures, rec.PredFeatures
					}
					r.prof.set(i, g, p)
				}
				done.Add(1)
			}
		}()
	}
	due := e.progressEvery(profileProgress)
	stopped := false
	for _, i := range indexes {
		if ctx.Err() != nil {
			stopped = true
			break
		}
		if i < 0 || i >= len(recs) {
			continue
		}
		if whole && due(false) {
			e.host.Post(protocol.Response{Type: protocol.Progress, ID: req.ID, Done: int(done.Load()), Total: len(indexes)})
			if e.host.Yield != nil {
				e.host.Yield()
			}
		}
		next <- i
	}
	close(next)
	wg.Wait()
	if stopped {
		e.host.Post(protocol.Response{Type: protocol.Cancelled, ID: req.ID})
		return nil
	}
	var qs []protocol.Question
	profiled := make([]report.Record, 0, len(indexes))
	for _, i := range indexes {
		if i < 0 || i >= len(recs) {
			continue
		}
		g, p, ok := r.prof.get(i)
		if !ok || g == nil {
			continue
		}
		qs = append(qs, protocol.Question{Index: recs[i].Index, Features: g, PredFeatures: p})
		rec := recs[i]
		rec.GoldFeatures, rec.PredFeatures = g, p
		profiled = append(profiled, rec)
	}
	run := &protocol.Run{ID: req.Run}
	if whole {
		for _, f := range features.Table(profiled) {
			run.Features = append(run.Features, protocol.FeatureRow{Feature: f.Feature, With: f.With.Count, WithExact: f.With.Exact, WithExec: f.With.Exec,
				Without: f.Without.Count, WithoutExact: f.Without.Exact, WithoutExec: f.Without.Exec, Lacks: f.Lacks, Adds: f.Adds})
		}
	}
	e.host.Post(protocol.Response{Type: protocol.Profiled, ID: req.ID, Run: run, Questions: qs})
	return nil
}

// profileCalls is how many explainer calls a profile keeps in flight.
const profileCalls = 4

// profileProgress is how often a whole-run profile reports its progress:
// each report redraws the page, which a background task should not do
// 20 times a second.
const profileProgress = 250 * time.Millisecond

func (p *profiles) init(n int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.done == nil {
		p.done, p.gold, p.pred = make([]bool, n), make([][]string, n), make([][]string, n)
	}
}

func (p *profiles) has(i int) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.done[i]
}

func (p *profiles) set(i int, gold, pred []string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done[i], p.gold[i], p.pred[i] = true, gold, pred
}

// get is question i's profiles; ok is false when it has none yet (a gold
// the explainer could not read has a nil gold profile).
func (p *profiles) get(i int) (gold, pred []string, ok bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.gold[i], p.pred[i], p.done[i]
}

// current tells whether gen is the workspace's present generation.
func (e *Engine) current(gen int) bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	return gen == e.gen
}

// progressDue returns what says whether a progress report is due: the last
// one of a run, or 50 ms after the one before (a run's questions would
// otherwise flood the page with messages).
func (e *Engine) progressDue() func(final bool) bool { return e.progressEvery(50 * time.Millisecond) }

// progressEvery is progressDue with another interval.
func (e *Engine) progressEvery(d time.Duration) func(final bool) bool {
	var last time.Time
	return func(final bool) bool {
		now := e.host.Now()
		if !final && now.Sub(last) <= d {
			return false
		}
		last = now
		return true
	}
}

// parseTimeout reads the page's deadline setting.
func parseTimeout(s string) (time.Duration, error) {
	switch s {
	case "":
		return 0, nil
	case protocol.NoDeadline:
		return eval.NoDeadline, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("deadline %q: want a duration such as 30s, or %q", s, protocol.NoDeadline)
	}
	return d, nil
}

// timeoutLabel names the deadline a run used.
func timeoutLabel(d time.Duration) string {
	switch {
	case d == 0:
		return eval.DefaultTimeout.String()
	case d < 0:
		return protocol.NoDeadline
	}
	return d.String()
}

// source names a run's inputs and settings the results do not carry.
type source struct {
	gold, pred, difficulty, timeout string
	provenance                      string               // what the run measured (eval.Provenance), "" when unknown
	prov                            json.RawMessage      // the same as JSON, as sessions keep it
	texts                           []string             // question texts from another gold file, by position (QuestionTexts)
	ids                             []int64              // BIRD question_id by position (QuestionIDs)
	workers                         int                  // the engine workers that judged it (0: unknown)
	alt                             *workspace.AltResult // the run judged against alternative golds, nil when none fits
}

// publish registers a finished run and sends it to the page: its tables,
// then its questions in chunks. A run of a workspace that was reset since
// it started (gen) is dropped. extra are problems found outside the
// results (a saved session's warnings).
// It returns the run's id, 0 when dropped.
func (e *Engine) publish(id, gen int, src source, res *eval.Results, extra []protocol.Problem) int {
	if !e.current(gen) {
		return 0
	}
	qs := questions(res)
	for i := range qs {
		if k := qs[i].Index; qs[i].Question == "" && k >= 0 && k < len(src.texts) {
			qs[i].Question = src.texts[k]
		}
		if k := qs[i].Index; k >= 0 && k < len(src.ids) && src.ids[k] >= 0 {
			id := src.ids[k]
			qs[i].QuestionID = &id
		}
	}
	if a := src.alt; a != nil {
		for i, o := range a.Result.Outcomes {
			en := a.Entries[i]
			qs[i].Alt = &protocol.AltGold{SQL: en.SQL, Reason: en.Reason, Source: en.Source, Origin: en.Origin, Official: o.Official, Corrected: o.Corrected, Matched: o.Matched}
		}
	}
	meta := runMeta(0, src, res)
	meta.Problems = append(extra, meta.Problems...)
	meta.Severity = worst(meta.Problems)
	e.mu.Lock()
	if gen != e.gen {
		e.mu.Unlock()
		return 0
	}
	e.nextID++
	meta.ID = e.nextID
	r := &run{res: res, meta: meta, prov: src.prov, prof: &profiles{}}
	e.runs[r.meta.ID] = r
	e.mu.Unlock()

	e.host.Post(protocol.Response{Type: protocol.RunStart, ID: id, Run: &r.meta})
	for i := 0; i < len(qs); i += chunk {
		e.host.Post(protocol.Response{Type: protocol.Questions, ID: id, Questions: qs[i:min(i+chunk, len(qs))]})
	}
	e.host.Post(protocol.Response{Type: protocol.RunDone, ID: id, Run: &protocol.Run{ID: r.meta.ID, Count: len(qs)}})
	return r.meta.ID
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

func level(name string, l *report.Level) protocol.Level {
	out := protocol.Level{Name: name, Count: l.Count, Exact: l.Exact, Exec: l.Exec}
	for k, c := range l.Partial {
		out.Acc[k], out.Rec[k], out.F1[k] = c.Acc, c.Rec, c.F1
	}
	return out
}

func runMeta(id int, src source, res *eval.Results) protocol.Run {
	var sb strings.Builder
	res.WriteReport(&sb)
	m := protocol.Run{ID: id, Gold: src.gold, Pred: src.pred, Etype: res.Options.Etype.String(), Compat: res.Options.Compat.String(),
		Report: sb.String(), Components: match.Components, Breakdowns: map[string][]protocol.Group{}, Count: len(res.Records), Provenance: src.provenance,
		Timeout: src.timeout, Difficulty: src.difficulty, Workers: src.workers}
	fields := []string{"db_id", "hardness"}
	if tables := res.BirdTables(); len(tables) >= 2 {
		// BIRD: the official EX and Soft-F1 tables' columns.
		ex, f1 := tables[0], tables[1]
		for c, name := range bird.Levels {
			m.Levels = append(m.Levels, protocol.Level{Name: name, Count: ex.Counts[c], Exec: ex.Scores[c] / 100, SoftF1: f1.Scores[c] / 100})
		}
		fields = []string{"db_id", "difficulty"}
	} else {
		for _, n := range append(append([]string{}, match.Levels...), "all", "joint_all") {
			if n == "joint_all" && res.Interactions < 2 {
				continue
			}
			m.Levels = append(m.Levels, level(n, res.Scores.Levels[n]))
		}
	}
	if res.Interactions > 1 {
		for _, t := range report.Turns {
			m.Turns = append(m.Turns, level(t, res.Scores.Turns[t]))
		}
	}
	if res.Interactions > 1 {
		fields = append(fields, "turn")
	}
	seen := map[string]bool{}
	for _, r := range res.Records {
		for k := range r.Fields {
			if !seen[k] && len(fields) < 8 {
				seen[k] = true
				fields = append(fields, k)
			}
		}
	}
	for _, f := range fields {
		for _, g := range report.Breakdown(res.Records, f) {
			m.Breakdowns[f] = append(m.Breakdowns[f], protocol.Group{Key: g.Key, Count: g.Count, Hardness: g.Hardness, Exact: g.Exact, Exec: g.Exec})
		}
	}
	counts, both := map[string]int{}, false
	for i := range res.Records {
		if a := res.Records[i].Agreement(); a != "" {
			counts[a]++
			both = true
		}
	}
	if both && res.Options.Compat != eval.Bird {
		for _, a := range report.Agreements {
			m.Agreement = append(m.Agreement, protocol.Quadrant{Key: a.Key, Meaning: a.Meaning, Count: counts[a.Key]})
		}
	}
	if st := report.Strict(res.Records); st.Count > 0 {
		m.Strict = &protocol.StrictSummary{Count: st.Count, Right: st.Right, StrictEX: st.StrictEX}
		for _, f := range exec.StrictFlags {
			m.Strict.Flags = append(m.Strict.Flags, protocol.StrictFlag{Flag: string(f), Meaning: report.StrictMeaning(f), Count: st.Flagged[string(f)]})
		}
	}
	m.Problems = problems(res.Problems())
	if a := src.alt; a != nil {
		sum := a.Result.Summary
		m.GoldAlt = &protocol.GoldAltSummary{File: a.File, Metric: a.Result.Metric, Scores: sum.Scores(a.Result.Metric), Changed: sum.Changed(),
			Count: sum.Count, Questions: sum.Questions, Official: sum.Official, Corrected: sum.Corrected, Gained: sum.Gained, Lost: sum.Lost, Unmatched: sum.Unmatched}
		if len(sum.Unmatched) > 0 {
			m.Problems = append(m.Problems, protocol.Problem{Kind: "gold-alt", Severity: protocol.Noted,
				Title: "alternative golds that name no scored question (" + a.File + "; they change nothing)", Items: sum.Unmatched})
		}
	}
	m.Severity = worst(m.Problems)
	if res.Options.Extended {
		var sb strings.Builder
		report.WriteExtended(&sb, res.Records)
		m.Extended = strings.TrimSpace(sb.String())
	}
	return m
}

// problems converts the run's problems once for the page.
func problems(ps []eval.Problem) []protocol.Problem {
	out := make([]protocol.Problem, len(ps))
	for i, p := range ps {
		out[i] = protocol.Problem{Kind: p.Kind, Severity: p.Severity.String(), Title: p.Title, Items: p.Items}
	}
	return out
}

// severities orders the protocol's severities.
var severities = map[string]int{protocol.Noted: 1, protocol.Degraded: 2, protocol.Refused: 3, protocol.Misread: 4}

// worst is the most severe problem's severity, "" when there is none.
func worst(ps []protocol.Problem) string {
	w := ""
	for _, p := range ps {
		if severities[p.Severity] > severities[w] {
			w = p.Severity
		}
	}
	return w
}

// questions converts records to the list's rows. A record whose
// conversion crashes becomes a row naming the crash, marked as an internal
// problem on the record itself (so the report and exports name it too).
func questions(res *eval.Results) []protocol.Question {
	out := make([]protocol.Question, len(res.Records))
	for i := range res.Records {
		r := &res.Records[i]
		if err := contain(fmt.Sprintf("converting question %d", r.Index), func() { out[i] = question(res, r) }); err != nil {
			r.Error = joinText(r.Error, err.Error())
			markInternal(r)
			out[i] = protocol.Question{Index: r.Index, Interaction: r.Interaction, Turn: r.Turn, DB: r.DBID, Gold: r.Gold, Pred: r.Pred,
				Question: r.Question, Error: r.Error, Origin: r.PredOrigin, Problems: r.Problems}
		}
	}
	return out
}

// question converts one record to its row.
func question(res *eval.Results, r *report.Record) protocol.Question {
	beforeConvert(r)
	q := protocol.Question{Index: r.Index, Interaction: r.Interaction, Turn: r.Turn, DB: r.DBID, Hardness: r.Hardness,
		Question: r.Question, Gold: r.Gold, Pred: r.Pred, Exact: r.Exact, Exec: r.Exec, ExecError: r.ExecError,
		Difficulty: r.Difficulty, Evidence: r.Evidence, SoftF1: r.SoftF1,
		Parsed: r.PredParsed, Error: r.Error, Origin: r.PredOrigin, Extended: r.ExtendedExact, Extensions: r.Extensions,
		Problems: r.Problems, Agreement: r.Agreement(), Strict: r.Strict}
	q.SubSentences, _ = strconv.Atoi(r.Fields[spiderss.Field])
	if !r.PredParsed {
		q.Reject = r.RejectSummary
	}
	if r.Scored() && res.Options.Etype != "exec" {
		for k, s := range r.Partial {
			if s.F1 != 1 {
				q.Failed = append(q.Failed, match.Components[k])
			}
		}
	}
	return q
}
