package compare

import (
	"math"
	"sort"
)

// RankRow is one system under official and strict scoring (and against
// alternative golds, when every run was judged against them).
type RankRow struct {
	Model    int            `json:"-"` // the system's index in the compared runs
	Name     string         `json:"name"`
	Official float64        `json:"official"`
	Strict   float64        `json:"strict"`
	RankO    float64        `json:"official_rank"`
	RankS    float64        `json:"strict_rank"`
	Change   float64        `json:"rank_change"` // official rank − strict rank: > 0 moves up under strict
	CIO      SystemInterval `json:"official_ci"`
	CIS      SystemInterval `json:"strict_ci"`
	// StrictMoved lists the compared questions the strict verdict calls
	// wrong and the official one right (a strict flag), as indexes into
	// the run's records; CorrectedMoved those whose verdict against the
	// alternative golds differs from the official one.
	StrictMoved    []int `json:"-"`
	CorrectedMoved []int `json:"-"`
	// Against the alternative golds, when given.
	Corrected *float64        `json:"corrected,omitempty"`
	RankC     *float64        `json:"corrected_rank,omitempty"`
	ChangeC   *float64        `json:"corrected_rank_change,omitempty"`
	CIC       *SystemInterval `json:"corrected_ci,omitempty"`
}

// Ranking is the compared systems ranked under official scoring (the
// reference's verdicts) and strict scoring (right with no strict flag:
// spidereval's own), with Kendall's τ-b and Spearman's ρ between the two
// rankings (nil when a ranking ties every system).
type Ranking struct {
	Rows     []RankRow `json:"systems"` // by official rank
	Kendall  *float64  `json:"kendall_tau"`
	Spearman *float64  `json:"spearman_rho"`
	// Official against corrected ranking, when every run has verdicts
	// against alternative golds (Run.Alt).
	KendallC  *float64 `json:"kendall_tau_corrected,omitempty"`
	SpearmanC *float64 `json:"spearman_rho_corrected,omitempty"`
	Corrected bool     `json:"-"`
}

// Rank ranks the systems of an execution comparison (c from Runs over
// runs) under official and strict scoring, and against the alternative
// golds when every run carries those verdicts, with paired bootstrap
// intervals of each score and rank (opt as given to Runs). It is nil for
// exact match, which has no strict checks, and when no question is
// compared.
func Rank(c *Comparison, runs []Run, opt Options) (*Ranking, error) {
	if c.Metric != Exec || c.N == 0 {
		return nil, nil
	}
	off := c.Outcomes
	str, strMoved := c.strictOutcomes(runs)
	ciO, err := RankBootstrap(off, opt)
	if err != nil {
		return nil, err
	}
	ciS, err := RankBootstrap(str, opt)
	if err != nil {
		return nil, err
	}
	so, ss := make([]float64, len(off)), make([]float64, len(off))
	for m := range off {
		so[m], ss[m] = share(off[m]), share(str[m])
	}
	ro, rs := Ranks(so), Ranks(ss)
	rk := &Ranking{Kendall: finite(KendallTau(ro, rs)), Spearman: finite(Spearman(ro, rs))}
	for m, run := range runs {
		rk.Rows = append(rk.Rows, RankRow{Model: m, Name: run.Name, Official: so[m], Strict: ss[m], RankO: ro[m], RankS: rs[m],
			Change: ro[m] - rs[m], CIO: ciO[m], CIS: ciS[m], StrictMoved: strMoved[m]})
	}
	if cor, corMoved := c.correctedOutcomes(runs); cor != nil {
		ciC, err := RankBootstrap(cor, opt)
		if err != nil {
			return nil, err
		}
		sc := make([]float64, len(cor))
		for m := range cor {
			sc[m] = share(cor[m])
		}
		rc := Ranks(sc)
		for m := range rk.Rows {
			change := ro[m] - rc[m]
			rk.Rows[m].Corrected, rk.Rows[m].RankC, rk.Rows[m].ChangeC, rk.Rows[m].CIC = &sc[m], &rc[m], &change, &ciC[m]
			rk.Rows[m].CorrectedMoved = corMoved[m]
		}
		rk.KendallC, rk.SpearmanC, rk.Corrected = finite(KendallTau(ro, rc)), finite(Spearman(ro, rc)), true
	}
	sort.SliceStable(rk.Rows, func(i, j int) bool { return rk.Rows[i].RankO < rk.Rows[j].RankO })
	return rk, nil
}

// strictOutcomes are the compared questions' strict verdicts (right
// officially and with no strict flag), with each run's questions where
// the strict verdict differs from the official one.
func (c *Comparison) strictOutcomes(runs []Run) (out [][]int, moved [][]int) {
	out, moved = make([][]int, len(runs)), make([][]int, len(runs))
	for m, run := range runs {
		out[m] = make([]int, len(c.Questions))
		for k, q := range c.Questions {
			switch r := &run.Records[q[m]]; {
			case c.Outcomes[m][k] == 1 && len(r.Strict) == 0:
				out[m][k] = 1
			case c.Outcomes[m][k] == 1:
				moved[m] = append(moved[m], q[m])
			}
		}
	}
	return out, moved
}

// correctedOutcomes are the compared questions' verdicts against their
// alternative golds where they have some, else the official ones, with
// each run's questions whose verdict changed; nil unless every run was
// judged against alternative golds.
func (c *Comparison) correctedOutcomes(runs []Run) (out [][]int, moved [][]int) {
	for _, run := range runs {
		if !run.Alt {
			return nil, nil
		}
	}
	out, moved = make([][]int, len(runs)), make([][]int, len(runs))
	for m, run := range runs {
		out[m] = make([]int, len(c.Questions))
		for k, q := range c.Questions {
			out[m][k] = c.Outcomes[m][k]
			if v := run.Records[q[m]].Corrected; v != nil {
				out[m][k] = *v
			}
			if out[m][k] != c.Outcomes[m][k] {
				moved[m] = append(moved[m], q[m])
			}
		}
	}
	return out, moved
}

func share(v []int) float64 {
	s := 0
	for _, x := range v {
		s += x
	}
	return float64(s) / float64(len(v))
}

func finite(x float64) *float64 {
	if math.IsNaN(x) {
		return nil
	}
	return &x
}
