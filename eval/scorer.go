package eval

import (
	"context"
	"errors"

	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/dataset"
	"github.com/spidereval/spidereval/eval/report"
)

// Sample is one question judged on its own: a gold query and a prediction
// on one database.
type Sample struct {
	DBID string
	Gold string
	Pred string
	// Question is kept in the record (optional).
	Question string
	// Evidence and Difficulty are BIRD's fields, kept in the record
	// (optional; the difficulty only labels it).
	Evidence, Difficulty string
}

// Scorer judges samples one at a time, each as Evaluate judges a question
// of a run with the same inputs and options: the same record, verdicts
// and deadlines. Gold results are kept in the inputs' caches
// (Inputs.GoldCache, Inputs.BirdGoldCache; bounded ones for a long-lived
// scorer). It is safe for concurrent use.
type Scorer struct {
	in   Inputs
	opt  Options
	j    *judge       // Spider, SParC
	bopt bird.Options // BIRD
}

// NewScorer prepares a scorer over in (Gold, Pred and Pair are not
// used) with opt (Shard, VES and Extended are refused: they belong to
// whole runs).
func NewScorer(in Inputs, opt Options) (*Scorer, error) {
	etype, err := ParseEtype(string(opt.Etype))
	if err != nil {
		return nil, err
	}
	opt.Etype = etype
	switch {
	case opt.Shard != nil:
		return nil, errors.New("a scorer judges single samples: no shard")
	case opt.VES:
		return nil, errors.New("a scorer judges single samples: R-VES timing is for whole runs")
	case opt.Extended && opt.Explainer == nil:
		return nil, errors.New("the extended grammar needs an Explainer (explain/tidb)")
	}
	s := &Scorer{in: in, opt: opt}
	if opt.Compat == Bird {
		if in.Exec == nil {
			return nil, errors.New("BIRD scores by execution: no databases given")
		}
		s.bopt = birdOptions(in, opt)
		return s, nil
	}
	s.j = newJudge(in, opt)
	return s, nil
}

// Options returns the scorer's options (Etype filled in).
func (s *Scorer) Options() Options { return s.opt }

// Judge judges one sample within the options' per-question budget and
// returns its record (Index 0); a crash becomes the record's error.
func (s *Scorer) Judge(ctx context.Context, smp Sample) report.Record {
	if s.opt.Compat == Bird {
		return s.judgeBird(ctx, smp)
	}
	ex := dataset.Example{DBID: smp.DBID, Gold: smp.Gold, Pred: smp.Pred, Question: smp.Question}
	var orig string
	if s.opt.ExtractSQL {
		if sql, changed := dataset.ExtractSQL(ex.Pred); changed {
			orig, ex.Pred = ex.Pred, sql
		}
	}
	r := s.j.example(ctx, ex)
	if orig != "" {
		markExtracted(&r, orig)
	}
	return r
}

// judgeBird judges one sample as the mini_dev scripts do.
func (s *Scorer) judgeBird(ctx context.Context, smp Sample) (r report.Record) {
	_, budget := s.opt.deadlines()
	ctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	q := bird.Question{DBID: smp.DBID, SQL: smp.Gold, Question: smp.Question, Evidence: smp.Evidence, Difficulty: smp.Difficulty, QuestionID: -1}
	p := bird.Prediction{SQL: smp.Pred, DBID: smp.DBID, Separated: true}
	defer func() {
		if c := recover(); c != nil {
			r = report.Record{DBID: smp.DBID, Gold: smp.Gold, Pred: smp.Pred, Error: crashMessage("judging this question", c)}
			mark(&r, KindInternal)
		}
	}()
	missing := false
	dbs := birdDatabases(s.in.Exec, func(string) { missing = true })
	v := bird.Judge(ctx, dbs, q, p, s.bopt)
	return birdRecord(q, p, v, false, missing)
}

// Reward is a record's score as a training reward: BIRD's EX, else the
// execution verdict, or exact match when only exact match is scored; 0
// when the question could not be scored.
func (s *Scorer) Reward(r report.Record) float64 {
	switch {
	case r.EX != nil:
		return float64(*r.EX)
	case s.opt.Etype.HasExec():
		if r.Exec == nil {
			return 0
		}
		return float64(*r.Exec)
	}
	return float64(r.Exact)
}
