package main

import (
	"fmt"
	"io"
	"math"
	"text/tabwriter"

	"github.com/spidereval/spidereval/eval/compare"
)

// ranking is the systems ranked under official and strict scoring, and
// against the alternative golds with --gold-alt (compare.Rank, as the
// page ranks them).
type ranking = compare.Ranking

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
	if !rk.Corrected {
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
