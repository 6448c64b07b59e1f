package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"spidereval/eval"
	"spidereval/eval/exec"
	"spidereval/eval/lenient"
)

// lenientRun is what --lenient found: each officially wrong record's
// relaxations, by record position, and the totals.
type lenientRun struct {
	flips   map[int][]lenient.Relaxation
	summary lenient.Summary
}

// runLenient re-runs the gold and prediction of every question the
// official execution check calls wrong, on the run's databases.
func runLenient(ctx context.Context, cat exec.Catalog, res *eval.Results, opt eval.Options) *lenientRun {
	lr := &lenientRun{flips: map[int][]lenient.Relaxation{}, summary: lenient.Summary{Flipped: map[lenient.Relaxation]int{}}}
	lopt := lenient.Options{KeepDistinct: opt.KeepDistinct, Limits: exec.Limits{Timeout: opt.Timeout}}
	if opt.Timeout == eval.NoDeadline {
		lopt.Limits.Timeout = 1 << 62
	}
	switch opt.Compat {
	case eval.Spider, eval.SParC:
		lopt.Reference = lenient.LegacyRef
	case eval.Bird:
		lopt.Reference = lenient.BirdRef
	}
	for i := range res.Records {
		r := &res.Records[i]
		wrong := (r.Exec != nil && *r.Exec == 0) || (r.EX != nil && *r.EX == 0)
		if !wrong || cat == nil {
			continue
		}
		pred := r.Pred
		if opt.Compat == eval.TestSuite || opt.Compat == eval.SParC {
			pred = strings.ReplaceAll(pred, "value", "1") // as the reference reads predictions
		}
		o := lenient.Check(ctx, cat, lenient.Question{DBID: r.DBID, Gold: r.Gold, Pred: pred}, lopt)
		lr.summary.Add(o)
		if len(o.Flips) > 0 {
			lr.flips[i] = o.Flips
		}
	}
	return lr
}

// withLenient adds the "lenient" field to a record's JSON object.
func withLenient(record []byte, flips []lenient.Relaxation) ([]byte, error) {
	if len(flips) == 0 {
		return record, nil
	}
	end := bytes.LastIndexByte(record, '}')
	if end < 0 {
		return nil, fmt.Errorf("record is not a JSON object: %.40s", record)
	}
	field, err := json.Marshal(flips)
	if err != nil {
		return nil, fmt.Errorf("encode lenient field: %w", err)
	}
	out := append(bytes.Clone(record[:end]), `,"lenient":`...)
	out = append(out, field...)
	return append(out, record[end:]...), nil
}
