package main

import (
	"context"
	"flag"
	"strings"

	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/report"
)

// registerRewardFlags declares serve's flags for training rewards.
func registerRewardFlags(fs *flag.FlagSet, c *serveConfig) {
	fs.StringVar(&c.extract, "extract", "", "judge the SQL taken out of each pred, a model's completion: "+
		strings.Join(dataset.ExtractModes, ", ")+" or regex:PATTERN (answers carry format_ok; a completion without the format scores 0)")
	fs.BoolVar(&c.keepValue, "keep_value", false, "judge predictions without the test-suite reference's rewrite of every \"value\" to 1 (eval/QUIRKS.md), which fails correct SQL naming a column such as market_value; not the reference's behaviour")
}

// setExtract sets the completion mode ("" for none).
func (s *server) setExtract(mode string) error {
	if mode == "" {
		return nil
	}
	ex, err := dataset.NewExtractor(mode)
	if err != nil {
		return err
	}
	s.extract, s.info.Extract = ex, mode
	return nil
}

// judge judges one sample into the answer a: its record and reward, and
// with --extract whether the completion had the format (reward 0 when not).
func (s *server) judge(ctx context.Context, a answer, smp eval.Sample) answer {
	var r report.Record
	formatOK := true
	if s.extract != nil {
		r, formatOK = s.scorer.JudgeCompletion(ctx, smp, s.extract)
		a.FormatOK = &formatOK
	} else {
		r = s.scorer.Judge(ctx, smp)
	}
	if !s.full {
		r.GoldQuery, r.PredQuery = nil, nil
	}
	reward := 0.0
	if formatOK {
		reward = s.scorer.Reward(r)
	}
	a.Record, a.Reward = &r, &reward
	return a
}
