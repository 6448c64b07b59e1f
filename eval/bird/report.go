package bird

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Table is one script's score table: counts and scores (percentages) for
// simple, moderate, challenging and total.
type Table struct {
	Metric Metric
	Counts [4]int
	Scores [4]float64
	// Stray lists positions of "challenging" difficulty entries beyond the
	// results: mini_dev's EX and Soft-F1 scripts catch that IndexError and
	// print the position before the table.
	Stray []int
}

// ReportError is a case where the official script stops (ZeroDivisionError
// on an empty class, IndexError on a difficulty file longer than the
// results). Summarize still returns a table, with the choice in Msg.
type ReportError struct {
	Metric Metric
	Msg    string
}

func (e *ReportError) Error() string { return e.Metric.String() + ": " + e.Msg }

// Levels are the table's columns.
var Levels = [4]string{Simple, Moderate, Challenging, "total"}

// level returns the column of a difficulty, -1 for any other value (such
// a question counts only in the total).
func level(d string) int {
	switch d {
	case Simple:
		return 0
	case Moderate:
		return 1
	case Challenging:
		return 2
	}
	return -1
}

// score is the verdict's value for the metric.
func score(m Metric, v Verdict) float64 {
	switch m {
	case MiniEX:
		return float64(v.EX)
	case MiniSoftF1:
		return v.SoftF1
	case MiniRVES:
		return v.VESReward
	case DamoEX:
		return float64(v.DamoEX)
	}
	return v.VESTimeRatio
}

// Summarize computes a script's table. Difficulty i belongs to verdict i
// (matched by position, as the scripts do); verdicts beyond the list count
// only in the total. Where the script would stop, the error says so and
// the table holds the documented choice: an empty class scores 0, and
// difficulty entries beyond the verdicts are ignored (except the printed
// Stray positions).
func Summarize(m Metric, verdicts []Verdict, difficulties []string) (Table, error) {
	t := Table{Metric: m}
	n := len(verdicts)
	var groups [4][]float64
	var errs []error
	for i, d := range difficulties {
		l := level(d)
		if l < 0 {
			continue
		}
		if i >= n {
			if l == 2 && (m == MiniEX || m == MiniSoftF1) {
				t.Stray = append(t.Stray, i)
				continue
			}
			errs = append(errs, &ReportError{m, fmt.Sprintf(
				"difficulty entry %d (%s) has no result (%d results): the official script stops with IndexError; entries from here on are ignored",
				i, d, n)})
			break
		}
		groups[l] = append(groups[l], score(m, verdicts[i]))
	}
	groups[3] = make([]float64, n)
	for i, v := range verdicts {
		groups[3][i] = score(m, v)
	}
	for c, g := range groups {
		t.Counts[c] = len(g)
		if len(g) == 0 {
			errs = append(errs, &ReportError{m, fmt.Sprintf(
				"no %s question: the official script stops with ZeroDivisionError; the score is printed as 0.00", Levels[c])})
			continue
		}
		t.Scores[c] = classScore(m, g)
	}
	return t, errors.Join(errs...)
}

// classScore is sum/count*100 (EX, Soft-F1, accuracy) or
// sum(sqrt(x)*100)/count (R-VES, VES), summed left to right.
func classScore(m Metric, xs []float64) float64 {
	n := float64(len(xs))
	if m == MiniRVES || m == DamoVES {
		total := 0.0
		for _, x := range xs {
			total += float64(math.Sqrt(x) * 100)
		}
		return total / n
	}
	return float64(seqSum(xs)/n) * 100
}

// Banners and captions of each script.
const (
	rule91       = "==========================================================================================="
	miniFinished = " evaluation for SQLite on Mini Dev set"
)

// pyFixed2 is Python's format(x, ".2f"): correctly rounded, ties to even
// (Go's strconv agrees), and Python's spelling of infinities and NaN.
func pyFixed2(x float64) string {
	switch {
	case math.IsNaN(x):
		return "nan"
	case math.IsInf(x, 1):
		return "inf"
	case math.IsInf(x, -1):
		return "-inf"
	}
	return strconv.FormatFloat(x, 'f', 2, 64)
}

// rows writes the header, count and score lines around banner.
func (t Table) rows(b *strings.Builder, banner string) {
	fmt.Fprintf(b, "%-20s %-20s %-20s %-20s %-20s\n", "", Levels[0], Levels[1], Levels[2], Levels[3])
	fmt.Fprintf(b, "%-20s %-20d %-20d %-20d %-20d\n", "count", t.Counts[0], t.Counts[1], t.Counts[2], t.Counts[3])
	b.WriteString(banner + "\n")
	fmt.Fprintf(b, "%-20s %-20s %-20s %-20s %-20s\n", t.Metric.String(),
		pyFixed2(t.Scores[0]), pyFixed2(t.Scores[1]), pyFixed2(t.Scores[2]), pyFixed2(t.Scores[3]))
}

// Text is what the metric's script prints on stdout, byte for byte.
func (t Table) Text() string {
	var b strings.Builder
	switch t.Metric {
	case MiniEX, MiniSoftF1, MiniRVES:
		start, finished := t.Metric.String(), t.Metric.String()
		if t.Metric == MiniSoftF1 {
			start, finished = "Soft F1", "EX" // the F1 script says "Finished EX evaluation"
		}
		b.WriteString("start calculate " + start + "\n")
		for _, i := range t.Stray {
			fmt.Fprintf(&b, "%d\n", i)
		}
		t.rows(&b, "======================================    "+t.Metric.String()+"    =====================================")
		b.WriteString(rule91 + "\n")
		b.WriteString("Finished " + finished + miniFinished + "\n\n\n\n")
	case DamoEX:
		b.WriteString("start calculate\n")
		t.rows(&b, "======================================    ACCURACY    =====================================")
		b.WriteString(rule91 + "\nFinished evaluation\n")
	case DamoVES:
		b.WriteString("start calculate\n")
		t.rows(&b, "=========================================    VES   ========================================")
		b.WriteString(rule91 + "\nFinished evaluation\n")
	}
	return b.String()
}

// LogText is what a mini_dev script appends to its --output_log_path file
// (default "SQLite"); "" for DAMO's scripts, which write none.
func (t Table) LogText() string {
	if t.Metric != MiniEX && t.Metric != MiniSoftF1 && t.Metric != MiniRVES {
		return ""
	}
	var b strings.Builder
	name := t.Metric.String()
	b.WriteString("start calculate " + name + "\n")
	t.rows(&b, "======================================    "+name+"   =====================================")
	b.WriteString(rule91 + "\n")
	b.WriteString("Finished " + name + " evaluation for mini dev set\n\n")
	return b.String()
}

// Report is the five scripts' printed output in the data kit's order
// (mini_dev EX, Soft-F1, R-VES, DAMO accuracy, VES), with the errors of
// the cases where a script would stop.
func Report(verdicts []Verdict, difficulties []string) (string, error) {
	var b strings.Builder
	var errs []error
	for _, m := range Metrics {
		t, err := Summarize(m, verdicts, difficulties)
		errs = append(errs, err)
		b.WriteString(t.Text())
	}
	return b.String(), errors.Join(errs...)
}
