package engine

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"maps"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/match"
	"github.com/spidereval/spidereval/eval/report"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// export renders a run as the official report, per-example JSONL or CSV,
// or every run as a session file.
func (e *Engine) export(id, runID int, format string) (string, string, error) {
	if format == "session" {
		return e.exportSession()
	}
	r, err := e.runByID(runID)
	if err != nil {
		return "", "", err
	}
	base := strings.TrimSuffix(path.Base(r.meta.Pred), path.Ext(r.meta.Pred))
	var buf bytes.Buffer
	switch format {
	case "report":
		buf.WriteString(r.meta.Report)
		return buf.String(), base + ".report.txt", nil
	case "jsonl":
		// The CLI's lines carry the diagnosis of every rejected
		// prediction; the page's runs leave it out, so it is made here.
		recs, err := e.diagnosed(id, r)
		if err != nil {
			return "", "", err
		}
		for i := range recs {
			buf.Write(jsonLine(&recs[i]))
		}
		return buf.String(), base + ".jsonl", nil
	case "csv":
		w := csv.NewWriter(&buf)
		if r.meta.Compat == "bird" {
			w.Write([]string{"index", "db_id", "difficulty", "ex", "soft_f1", "question", "evidence", "gold", "pred", "exec_error", "error"})
			for i := range r.res.Records {
				w.Write(birdCSVRow(&r.res.Records[i]))
			}
			w.Flush()
			return buf.String(), base + ".csv", w.Error()
		}
		head := []string{"index", "interaction", "turn", "db_id", "hardness", "exact", "exec", "pred_parsed", "question", "gold", "pred"}
		for _, c := range match.Components {
			head = append(head, c+" f1")
		}
		head = append(head, "error")
		w.Write(head)
		for i := range r.res.Records {
			w.Write(csvRow(&r.res.Records[i]))
		}
		w.Flush()
		if err := w.Error(); err != nil {
			return "", "", fmt.Errorf("writing %s.csv: %w", base, err)
		}
		return buf.String(), base + ".csv", nil
	}
	return "", "", fmt.Errorf("unknown export format %q (report, jsonl or csv)", format)
}

// jsonLine encodes one record as a JSONL line; a record that cannot be
// encoded becomes a line naming its index and the error.
func jsonLine(rec *report.Record) []byte {
	var b bytes.Buffer
	err := contain(fmt.Sprintf("exporting question %d", rec.Index), func() {
		beforeConvert(rec)
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(rec); err != nil {
			panic(err)
		}
	})
	if err != nil {
		b.Reset()
		line, _ := json.Marshal(map[string]any{"index": rec.Index, "db_id": rec.DBID, "error": err.Error()})
		b.Write(append(line, '\n'))
	}
	return b.Bytes()
}

// csvRow is one record's CSV row; a record that cannot be converted keeps
// its index and names the error in the last column.
func csvRow(rec *report.Record) []string {
	var row []string
	err := contain(fmt.Sprintf("exporting question %d", rec.Index), func() {
		beforeConvert(rec)
		exec := ""
		if rec.Exec != nil {
			exec = strconv.Itoa(*rec.Exec)
		}
		row = []string{strconv.Itoa(rec.Index), strconv.Itoa(rec.Interaction), strconv.Itoa(rec.Turn), rec.DBID, rec.Hardness,
			strconv.Itoa(rec.Exact), exec, strconv.FormatBool(rec.PredParsed), rec.Question, rec.Gold, rec.Pred}
		for _, s := range rec.Partial {
			row = append(row, strconv.Itoa(s.F1))
		}
		row = append(row, rec.Error)
	})
	if err != nil {
		row = make([]string, 12+len(match.Components))
		row[0], row[len(row)-1] = strconv.Itoa(rec.Index), err.Error()
	}
	return row
}

// birdCSVRow is one BIRD record's CSV row.
func birdCSVRow(rec *report.Record) []string {
	ex, f1 := "", ""
	if rec.EX != nil {
		ex = strconv.Itoa(*rec.EX)
	}
	if rec.SoftF1 != nil {
		f1 = strconv.FormatFloat(*rec.SoftF1, 'g', -1, 64)
	}
	return []string{strconv.Itoa(rec.Index), rec.DBID, rec.Difficulty, ex, f1, rec.Question, rec.Evidence, rec.Gold, rec.Pred, rec.ExecError, rec.Error}
}

// exportSession saves every run, in order, as one session file.
func (e *Engine) exportSession() (string, string, error) {
	e.mu.Lock()
	ids := slices.Sorted(maps.Keys(e.runs))
	var s report.Session
	for _, id := range ids {
		r := e.runs[id]
		run := r.res.SessionRun(r.meta.Gold, r.meta.Pred)
		run.Provenance = r.prov // as spidereval --session keeps it
		s.Runs = append(s.Runs, run)
	}
	e.mu.Unlock()
	if len(s.Runs) == 0 {
		return "", "", fmt.Errorf("no run to save")
	}
	b, err := s.Write()
	return string(b), "spidereval-session.json", err
}

// maxSession is the largest session file read.
const maxSession = 1 << 30

// openSession loads the runs of a saved session and sends them to the page.
func (e *Engine) openSession(id int, f Source) error {
	if f.Size > maxSession {
		return fmt.Errorf("%s: a session past 1 GiB is not read", f.Name)
	}
	data := make([]byte, f.Size)
	if n, err := f.R.ReadAt(data, 0); n < len(data) {
		return fmt.Errorf("%s: read the session: %w", f.Name, err)
	}
	s, err := report.ReadSession(f.Name, data)
	if err != nil {
		return err
	}
	e.mu.Lock()
	gen := e.gen
	e.mu.Unlock()
	for i, run := range s.Runs {
		res, err := eval.FromSession(run)
		if err != nil {
			return fmt.Errorf("%s: run %d: %w", f.Name, i+1, err)
		}
		var saved []protocol.Problem
		if len(run.Warnings) > 0 {
			// The session keeps warnings as text, without their kind.
			saved = []protocol.Problem{{Kind: "saved_warnings", Severity: protocol.Noted,
				Title: "warnings saved with the session (their kind was not saved)", Items: run.Warnings}}
		}
		src := source{gold: run.Gold, pred: run.Pred}
		var prov eval.Provenance
		if len(run.Provenance) > 0 && json.Unmarshal(run.Provenance, &prov) == nil {
			src.provenance, src.prov = prov.String(), run.Provenance
		}
		e.publish(id, gen, src, res, saved)
	}
	return nil
}
