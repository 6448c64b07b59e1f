package engine

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/spiderss"
	"github.com/spidereval/spidereval/wasm/protocol"
)

// judge scores one typed gold/prediction pair on a loaded database, with
// the same pipeline as a whole file, and describes the verdict.
func (e *Engine) judge(req protocol.Request) (*protocol.Detail, error) {
	if req.DB == "" {
		return nil, fmt.Errorf("choose a database")
	}
	oneLine := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	gold, pred := oneLine(req.GoldSQL), oneLine(req.PredSQL)
	if gold == "" {
		return nil, fmt.Errorf("type a gold query")
	}
	compat, err := eval.ParseCompat(orDefault(req.Compat, "testsuite"))
	if err != nil {
		return nil, err
	}
	if pred == "" {
		// The reference's files cannot hold one: a blank line is skipped
		// (legacy) or ends an interaction (test-suite).
		return nil, fmt.Errorf("type a predicted query (an empty line is not a prediction in the reference's files)")
	}
	ex := e.host.Explainer
	if req.Quick {
		ex = nil // the verdict does not wait for the full parser
	}
	res, err := e.workspace().EvaluateFiles(context.Background(),
		dataset.File{Name: "gold", Data: []byte(gold + "\t" + req.DB + "\n")},
		dataset.File{Name: "prediction", Data: []byte(pred + "\n")},
		eval.Options{Etype: eval.EtypeAll, Compat: compat, Workers: 1, Extended: ex != nil, Explainer: ex})
	if err != nil {
		return nil, err
	}
	if len(res.Records) != 1 {
		var why []string
		for _, w := range res.Warnings {
			why = append(why, w.Msg)
		}
		return nil, fmt.Errorf("the pair could not be read: %s", orDefault(strings.Join(why, "; "), "no question came out of it"))
	}
	// The typed question joins loaded Spider-SS annotations by its md5
	// and database; a single pair has no position to join by.
	ws := e.workspace()
	res.Records[0].Question = strings.Join(strings.Fields(req.Question), " ")
	s := ws.SplitOf(res.Records, 0)
	byMD5 := s != nil && s.By == spiderss.ByMD5
	if byMD5 {
		ws.Annotate(res.Records)
	}
	var d *protocol.Detail
	err = contain("describing the pair", func() {
		d = e.detailWith(res, 0, ex)
		d.Partial = ex == nil && e.host.Explainer != nil
		if !byMD5 {
			d.SubSentences, d.Split = nil, ""
		}
		rec := &res.Records[0]
		if !rec.Scored() {
			d.GoldError = rec.Error
		}
		d.GoldTree, d.PredTree = indentJSON(rec.GoldQuery), indentJSON(rec.PredQuery)
	})
	return d, err
}

func indentJSON(v any) string {
	if v == nil {
		return ""
	}
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return ""
	}
	return string(b)
}
