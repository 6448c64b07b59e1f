package engine

import (
	"context"
	"errors"
	"strings"
	"time"

	"spidereval/eval"
	"spidereval/eval/match"
	"spidereval/eval/report"
	"spidereval/wasm/protocol"
)

// chunk is how many questions travel in one message, so that decoding
// them on the page stays a short task.
const chunk = 150

func (e *Engine) evaluate(req protocol.Request) {
	opt := eval.Options{Etype: req.Etype, Workers: 1, Extended: req.Extended}
	if opt.Etype == "" {
		opt.Etype = "all"
	}
	compat, err := eval.ParseCompat(orDefault(req.Compat, "testsuite"))
	if err != nil {
		e.fail(req.ID, err)
		return
	}
	opt.Compat = compat
	ctx, cancel := context.WithCancel(context.Background())
	e.mu.Lock()
	if e.cancel != nil {
		e.cancel()
	}
	e.cancel = cancel
	ws := e.ws
	e.mu.Unlock()
	defer cancel()

	last := time.Time{}
	progress := func(done, total int) {
		now := e.host.Now()
		if done == total || now.Sub(last) > 50*time.Millisecond {
			last = now
			e.host.Post(protocol.Response{Type: protocol.Progress, ID: req.ID, Done: done, Total: total})
			if e.host.Yield != nil {
				e.host.Yield()
			}
		}
	}
	res, err := ws.Evaluate(ctx, req.Gold, req.Pred, opt, progress)
	if errors.Is(err, context.Canceled) {
		e.host.Post(protocol.Response{Type: protocol.Cancelled, ID: req.ID})
		return
	}
	if err != nil {
		e.fail(req.ID, err)
		return
	}
	e.publish(req.ID, req.Gold, req.Pred, res)
}

// publish registers a finished run and sends it to the page: its tables,
// then its questions in chunks.
func (e *Engine) publish(id int, gold, pred string, res *eval.Results) {
	e.mu.Lock()
	e.nextID++
	r := &run{res: res, meta: runMeta(e.nextID, protocol.Request{Gold: gold, Pred: pred}, res)}
	e.runs[r.meta.ID] = r
	e.mu.Unlock()
	req := protocol.Request{ID: id}

	e.host.Post(protocol.Response{Type: protocol.RunStart, ID: req.ID, Run: &r.meta})
	qs := questions(res)
	for i := 0; i < len(qs); i += chunk {
		e.host.Post(protocol.Response{Type: protocol.Questions, ID: req.ID, Questions: qs[i:min(i+chunk, len(qs))]})
	}
	e.host.Post(protocol.Response{Type: protocol.RunDone, ID: req.ID, Run: &protocol.Run{ID: r.meta.ID, Count: len(qs)}})
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

func runMeta(id int, req protocol.Request, res *eval.Results) protocol.Run {
	var sb strings.Builder
	res.WriteReport(&sb)
	m := protocol.Run{ID: id, Gold: req.Gold, Pred: req.Pred, Etype: res.Options.Etype, Compat: res.Options.Compat.String(),
		Report: sb.String(), Components: match.Components, Breakdowns: map[string][]protocol.Group{}, Count: len(res.Records)}
	for _, n := range append(append([]string{}, match.Levels...), "all", "joint_all") {
		if n == "joint_all" && res.Interactions < 2 {
			continue
		}
		m.Levels = append(m.Levels, level(n, res.Scores.Levels[n]))
	}
	if res.Interactions > 1 {
		for _, t := range report.Turns {
			m.Turns = append(m.Turns, level(t, res.Scores.Turns[t]))
		}
	}
	fields := []string{"db_id", "hardness"}
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
	for _, w := range res.Warnings {
		m.Warnings = append(m.Warnings, w.String())
	}
	if res.Options.Extended {
		var sb strings.Builder
		report.WriteExtended(&sb, res.Records)
		m.Extended = strings.TrimSpace(sb.String())
	}
	return m
}

// questions converts records to the list's rows.
func questions(res *eval.Results) []protocol.Question {
	out := make([]protocol.Question, len(res.Records))
	for i := range res.Records {
		out[i] = question(res, &res.Records[i])
	}
	return out
}

// question converts one record to its row.
func question(res *eval.Results, r *report.Record) protocol.Question {
	q := protocol.Question{Index: r.Index, Interaction: r.Interaction, Turn: r.Turn, DB: r.DBID, Hardness: r.Hardness,
		Question: r.Question, Gold: r.Gold, Pred: r.Pred, Exact: r.Exact, Exec: r.Exec, ExecError: r.ExecError,
		Parsed: r.PredParsed, Error: r.Error, Origin: r.PredOrigin, Extended: r.ExtendedExact, Extensions: r.Extensions}
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
