package main

import (
	"fmt"
	"io"
	"math"
	"sort"
	"text/tabwriter"

	"github.com/spidereval/spidereval/eval/compare"
)

// rankRow is one system under official and strict scoring.
type rankRow struct {
	Name     string                 `json:"name"`
	Official float64                `json:"official"`
	Strict   float64                `json:"strict"`
	RankO    float64                `json:"official_rank"`
	RankS    float64                `json:"strict_rank"`
	Change   float64                `json:"rank_change"` // official rank − strict rank: > 0 moves up under strict
	CIO      compare.SystemInterval `json:"official_ci"`
	CIS      compare.SystemInterval `json:"strict_ci"`
	// Against the alternative golds (--gold-alt), when given.
	Corrected *float64                `json:"corrected,omitempty"`
	RankC     *float64                `json:"corrected_rank,omitempty"`
	ChangeC   *float64                `json:"corrected_rank_change,omitempty"`
	CIC       *compare.SystemInterval `json:"corrected_ci,omitempty"`
}

// ranking is the systems ranked under official and strict scoring.
type ranking struct {
	Rows     []rankRow `json:"systems"` // by official rank
	Kendall  *float64  `json:"kendall_tau"`
	Spearman *float64  `json:"spearman_rho"`
	// Official against corrected ranking (--gold-alt).
	KendallC  *float64 `json:"kendall_tau_corrected,omitempty"`
	SpearmanC *float64 `json:"spearman_rho_corrected,omitempty"`
	corrected bool
}

// strictOutcomes are the compared questions' strict verdicts: right
// officially and with no strict flag.
func strictOutcomes(cmp *comparison) [][]int {
	out := make([][]int, len(cmp.Models))
	for m, run := range cmp.Models {
		out[m] = make([]int, len(cmp.cmp.Questions))
		for k, q := range cmp.cmp.Questions {
			if r := &run.res.Records[q[m]]; cmp.cmp.Outcomes[m][k] == 1 && len(r.Strict) == 0 {
				out[m][k] = 1
			}
		}
	}
	return out
}

// correctedOutcomes are the compared questions' verdicts against their
// alternative golds where they have some, else the official ones; nil
// without --gold-alt.
func correctedOutcomes(cmp *comparison) [][]int {
	for _, run := range cmp.Models {
		if !run.alt {
			return nil
		}
	}
	out := make([][]int, len(cmp.Models))
	for m, run := range cmp.Models {
		out[m] = make([]int, len(cmp.cmp.Questions))
		for k, q := range cmp.cmp.Questions {
			out[m][k] = cmp.cmp.Outcomes[m][k]
			if c := run.res.Records[q[m]].Corrected; c != nil {
				out[m][k] = *c
			}
		}
	}
	return out
}

// rankSystems ranks the compared systems under official and strict
// scoring, with paired bootstrap intervals of each score and rank; nil
// for exact match, which has no strict checks.
func rankSystems(cmp *comparison) (*ranking, error) {
	if cmp.Metric != compare.Exec || cmp.N == 0 {
		return nil, nil
	}
	off, str := cmp.cmp.Outcomes, strictOutcomes(cmp)
	ciO, err := compare.RankBootstrap(off, cmp.Opt)
	if err != nil {
		return nil, err
	}
	ciS, err := compare.RankBootstrap(str, cmp.Opt)
	if err != nil {
		return nil, err
	}
	so, ss := make([]float64, len(off)), make([]float64, len(off))
	for m := range off {
		so[m], ss[m] = share(off[m]), share(str[m])
	}
	ro, rs := compare.Ranks(so), compare.Ranks(ss)
	rk := &ranking{Kendall: finite(compare.KendallTau(ro, rs)), Spearman: finite(compare.Spearman(ro, rs))}
	for m, run := range cmp.Models {
		rk.Rows = append(rk.Rows, rankRow{Name: run.name, Official: so[m], Strict: ss[m], RankO: ro[m], RankS: rs[m], Change: ro[m] - rs[m], CIO: ciO[m], CIS: ciS[m]})
	}
	if cor := correctedOutcomes(cmp); cor != nil {
		ciC, err := compare.RankBootstrap(cor, cmp.Opt)
		if err != nil {
			return nil, err
		}
		sc := make([]float64, len(cor))
		for m := range cor {
			sc[m] = share(cor[m])
		}
		rc := compare.Ranks(sc)
		for m := range rk.Rows {
			change := ro[m] - rc[m]
			rk.Rows[m].Corrected, rk.Rows[m].RankC, rk.Rows[m].ChangeC, rk.Rows[m].CIC = &sc[m], &rc[m], &change, &ciC[m]
		}
		rk.KendallC, rk.SpearmanC, rk.corrected = finite(compare.KendallTau(ro, rc)), finite(compare.Spearman(ro, rc)), true
	}
	sort.SliceStable(rk.Rows, func(i, j int) bool { return rk.Rows[i].RankO < rk.Rows[j].RankO })
	return rk, nil
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

// writeRanking prints the ranking table and the rank correlations.
func writeRanking(w io.Writer, cmp *comparison, rk *ranking) error {
	fmt.Fprintf(w, "\nranking under official EX (the reference's verdicts) and strict EX (right with no strict flag: spidereval's own); paired bootstrap %g%% intervals over the same resampled questions\n", cmp.Opt.Level*100)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "model\tofficial\tinterval\trank\trank interval\tstrict\tinterval\trank\trank interval\tchange")
	for _, r := range rk.Rows {
		fmt.Fprintf(tw, "%s\t%.3f\t[%.3f, %.3f]\t%s\t[%s, %s]\t%.3f\t[%.3f, %.3f]\t%s\t[%s, %s]\t%s\n", r.Name,
			r.Official, r.CIO.Score.Low, r.CIO.Score.High, rankText(r.RankO), rankText(r.CIO.RankLow), rankText(r.CIO.RankHigh),
			r.Strict, r.CIS.Score.Low, r.CIS.Score.High, rankText(r.RankS), rankText(r.CIS.RankLow), rankText(r.CIS.RankHigh), changeText(r.Change))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "official vs strict ranking: Kendall's tau-b %s, Spearman's rho %s\n", corrText(rk.Kendall), corrText(rk.Spearman))
	if !rk.corrected {
		return nil
	}
	fmt.Fprintln(w, "\nranking against the alternative golds (--gold-alt: each listed question judged against its alternatives in place of its gold; spidereval's own)")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "model\tofficial\trank\tcorrected\tinterval\trank\trank interval\tchange")
	for _, r := range rk.Rows {
		fmt.Fprintf(tw, "%s\t%.3f\t%s\t%.3f\t[%.3f, %.3f]\t%s\t[%s, %s]\t%s\n", r.Name, r.Official, rankText(r.RankO),
			*r.Corrected, r.CIC.Score.Low, r.CIC.Score.High, rankText(*r.RankC), rankText(r.CIC.RankLow), rankText(r.CIC.RankHigh), changeText(*r.ChangeC))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "official vs corrected ranking: Kendall's tau-b %s, Spearman's rho %s\n", corrText(rk.KendallC), corrText(rk.SpearmanC))
	return nil
}

func rankText(r float64) string { return fmt.Sprintf("%g", math.Round(r*10)/10) }

func changeText(d float64) string {
	switch {
	case d > 0:
		return fmt.Sprintf("up %g", d)
	case d < 0:
		return fmt.Sprintf("down %g", -d)
	}
	return "="
}

func corrText(x *float64) string {
	if x == nil {
		return "undefined (a ranking ties every system)"
	}
	return fmt.Sprintf("%.3f", *x)
}
