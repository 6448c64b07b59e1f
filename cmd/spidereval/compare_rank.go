package main

import (
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/spidereval/spidereval/eval/compare/ranktext"
)

// writeRanking prints the ranking table and the rank correlations.
func writeRanking(w io.Writer, cmp *comparison, rk *ranking) error {
	fmt.Fprintf(w, "\nranking under official EX (the reference's verdicts) and strict EX (right with no strict flag: spidereval's own); paired bootstrap %g%% intervals over the same resampled questions\n", cmp.Opt.Level*100)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "model\tofficial\tinterval\trank\trank interval\tstrict\tinterval\trank\trank interval\tchange")
	for _, r := range rk.Rows {
		fmt.Fprintf(tw, "%s\t%.3f\t[%.3f, %.3f]\t%s\t[%s, %s]\t%.3f\t[%.3f, %.3f]\t%s\t[%s, %s]\t%s\n", r.Name,
			r.Official, r.CIO.Score.Low, r.CIO.Score.High, ranktext.Rank(r.RankO), ranktext.Rank(r.CIO.RankLow), ranktext.Rank(r.CIO.RankHigh),
			r.Strict, r.CIS.Score.Low, r.CIS.Score.High, ranktext.Rank(r.RankS), ranktext.Rank(r.CIS.RankLow), ranktext.Rank(r.CIS.RankHigh), ranktext.Change(r.Change))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "official vs strict ranking: Kendall's tau-b %s, Spearman's rho %s\n", ranktext.Corr(rk.Kendall), ranktext.Corr(rk.Spearman))
	if !rk.Corrected {
		return nil
	}
	fmt.Fprintln(w, "\nranking against the alternative golds (--gold-alt: each listed question judged against its alternatives in place of its gold; spidereval's own)")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "model\tofficial\trank\tcorrected\tinterval\trank\trank interval\tchange")
	for _, r := range rk.Rows {
		fmt.Fprintf(tw, "%s\t%.3f\t%s\t%.3f\t[%.3f, %.3f]\t%s\t[%s, %s]\t%s\n", r.Name, r.Official, ranktext.Rank(r.RankO),
			*r.Corrected, r.CIC.Score.Low, r.CIC.Score.High, ranktext.Rank(*r.RankC), ranktext.Rank(r.CIC.RankLow), ranktext.Rank(r.CIC.RankHigh), ranktext.Change(*r.ChangeC))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "official vs corrected ranking: Kendall's tau-b %s, Spearman's rho %s\n", ranktext.Corr(rk.KendallC), ranktext.Corr(rk.SpearmanC))
	return nil
}
