package main

import (
	"github.com/spidereval/spidereval/eval"
	"github.com/spidereval/spidereval/eval/compare"
	"github.com/spidereval/spidereval/eval/report"
)

// comparison is everything the compare command prints.
type comparison struct {
	Metric   string // exact or exec (BIRD's EX)
	Etype    string
	Compat   string
	Bird     bool
	N        int // questions scored for every model
	Excluded int // questions seen in some run but not scored for every model
	Models   []modelRun
	Levels   []compare.Level  // per hardness level (BIRD: difficulty), then all
	Scores   []*report.Scores // per model, over the common questions (match only)
	Opt      compare.Options
	Ranking  *ranking // exec only: official and strict ranks
	cmp      *compare.Comparison
}

// modelRun is one prediction file's evaluation.
type modelRun struct {
	name, file string
	res        *eval.Results
	alt        bool // records carry verdicts against alternative golds
}

// ranking is the systems ranked under official and strict scoring, and
// against the alternative golds with --gold-alt (compare.Rank, as the
// page ranks them).
type ranking = compare.Ranking
