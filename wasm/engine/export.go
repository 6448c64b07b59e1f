package engine

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"path"
	"sort"
	"strconv"
	"strings"

	"spidereval/eval"
	"spidereval/eval/match"
	"spidereval/eval/report"
)

// export renders a run as the official report, per-example JSONL or CSV,
// or every run as a session file.
func (e *Engine) export(runID int, format string) (string, string, error) {
	if format == "session" {
		return e.exportSession()
	}
	e.mu.Lock()
	r, ok := e.runs[runID]
	e.mu.Unlock()
	if !ok {
		return "", "", fmt.Errorf("no run %d", runID)
	}
	base := strings.TrimSuffix(path.Base(r.meta.Pred), path.Ext(r.meta.Pred))
	var buf bytes.Buffer
	switch format {
	case "report":
		buf.WriteString(r.meta.Report)
		return buf.String(), base + ".report.txt", nil
	case "jsonl":
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		for i := range r.res.Records {
			if err := enc.Encode(&r.res.Records[i]); err != nil {
				return "", "", err
			}
		}
		return buf.String(), base + ".jsonl", nil
	case "csv":
		w := csv.NewWriter(&buf)
		head := []string{"index", "interaction", "turn", "db_id", "hardness", "exact", "exec", "pred_parsed", "question", "gold", "pred"}
		for _, c := range match.Components {
			head = append(head, c+" f1")
		}
		w.Write(head)
		for _, rec := range r.res.Records {
			exec := ""
			if rec.Exec != nil {
				exec = strconv.Itoa(*rec.Exec)
			}
			row := []string{strconv.Itoa(rec.Index), strconv.Itoa(rec.Interaction), strconv.Itoa(rec.Turn), rec.DBID, rec.Hardness,
				strconv.Itoa(rec.Exact), exec, strconv.FormatBool(rec.PredParsed), rec.Question, rec.Gold, rec.Pred}
			for _, s := range rec.Partial {
				row = append(row, strconv.Itoa(s.F1))
			}
			w.Write(row)
		}
		w.Flush()
		return buf.String(), base + ".csv", w.Error()
	}
	return "", "", fmt.Errorf("unknown export format %q (report, jsonl or csv)", format)
}

// exportSession saves every run, in order, as one session file.
func (e *Engine) exportSession() (string, string, error) {
	e.mu.Lock()
	var ids []int
	for id := range e.runs {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	var s report.Session
	for _, id := range ids {
		r := e.runs[id]
		s.Runs = append(s.Runs, r.res.SessionRun(r.meta.Gold, r.meta.Pred))
	}
	e.mu.Unlock()
	if len(s.Runs) == 0 {
		return "", "", fmt.Errorf("no run to save")
	}
	b, err := s.Write()
	return string(b), "spidereval-session.json", err
}

// openSession loads the runs of a saved session and sends them to the page.
func (e *Engine) openSession(id int, f NamedBytes) error {
	s, err := report.ReadSession(f.Name, f.Data)
	if err != nil {
		return err
	}
	for i, run := range s.Runs {
		res, err := eval.FromSession(run)
		if err != nil {
			return fmt.Errorf("%s: run %d: %w", f.Name, i+1, err)
		}
		e.publish(id, run.Gold, run.Pred, res)
	}
	return nil
}
