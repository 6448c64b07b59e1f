package bird

import (
	"strings"
	"testing"
)

func exVerdicts(ex ...int) []Verdict {
	out := make([]Verdict, len(ex))
	for i, x := range ex {
		out[i] = Verdict{Index: i, EX: x, DamoEX: x, SoftF1: float64(x), VESReward: float64(x), VESTimeRatio: float64(x)}
	}
	return out
}

func TestSummarizeClasses(t *testing.T) {
	// Positional matching; "unknown" and verdicts beyond the list count
	// only in the total.
	vs := exVerdicts(1, 0, 1, 1, 0, 1, 1, 1)
	diffs := []string{Simple, Simple, Moderate, Challenging, "unknown", Challenging}
	tab, err := Summarize(MiniEX, vs, diffs)
	if err != nil {
		t.Fatal(err)
	}
	if tab.Counts != [4]int{2, 1, 2, 8} || tab.Scores != [4]float64{50, 100, 100, 75} {
		t.Errorf("table %+v", tab)
	}
	want := "start calculate EX\n" +
		"                     simple               moderate             challenging          total               \n" +
		"count                2                    1                    2                    8                   \n" +
		"======================================    EX    =====================================\n" +
		"EX                   50.00                100.00               100.00               75.00               \n" +
		"===========================================================================================\n" +
		"Finished EX evaluation for SQLite on Mini Dev set\n\n\n\n"
	if got := tab.Text(); got != want {
		t.Errorf("text:\n%q\nwant\n%q", got, want)
	}
	// R-VES: 100 * mean of sqrt(reward).
	vs[0].VESReward, vs[1].VESReward = 1.25, 0.25
	tab, _ = Summarize(MiniRVES, vs, diffs)
	if tab.Scores[0] != (111.80339887498948+50)/2 {
		t.Errorf("R-VES simple %v", tab.Scores[0])
	}
}

func TestSummarizeEmptyClass(t *testing.T) {
	vs := exVerdicts(1, 0)
	for _, m := range Metrics {
		tab, err := Summarize(m, vs, []string{Simple, Simple})
		if err == nil || !strings.Contains(err.Error(), "no moderate question") || !strings.Contains(err.Error(), "no challenging question") {
			t.Errorf("%v: err %v", m, err)
		}
		if !strings.Contains(tab.Text(), "50.00                0.00                 0.00                 50.00") {
			t.Errorf("%v: text %q", m, tab.Text())
		}
	}
	if _, err := Summarize(MiniEX, nil, nil); err == nil || !strings.Contains(err.Error(), "no total question") {
		t.Errorf("no results: %v", err)
	}
}

func TestSummarizeLongerDifficultyList(t *testing.T) {
	vs := exVerdicts(1, 1, 0)
	diffs := []string{Simple, Moderate, Challenging, Challenging, "x", Challenging}
	// mini_dev EX and Soft-F1 print the positions and go on.
	for _, m := range []Metric{MiniEX, MiniSoftF1} {
		tab, err := Summarize(m, vs, diffs)
		if err != nil {
			t.Errorf("%v: %v", m, err)
		}
		if !strings.Contains(tab.Text(), "\n3\n5\n ") {
			t.Errorf("%v: stray positions not printed: %q", m, tab.Text())
		}
	}
	// The other scripts stop with IndexError.
	for _, m := range []Metric{MiniRVES, DamoEX, DamoVES} {
		if _, err := Summarize(m, vs, diffs); err == nil || !strings.Contains(err.Error(), "IndexError") {
			t.Errorf("%v: %v", m, err)
		}
	}
	// A simple or moderate entry beyond the results stops mini_dev too.
	if _, err := Summarize(MiniEX, vs, append(diffs, Simple)); err == nil || !strings.Contains(err.Error(), "entry 6 (simple)") {
		t.Errorf("simple beyond: %v", err)
	}
}

func TestReportLayouts(t *testing.T) {
	vs := exVerdicts(1, 0, 1)
	diffs := []string{Simple, Moderate, Challenging}
	report, err := Report(vs, diffs)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"start calculate Soft F1\n", "======================================    Soft-F1    =====================================\n",
		"Finished EX evaluation for SQLite on Mini Dev set\n\n\n\nstart calculate R-VES\n",
		"Finished R-VES evaluation for SQLite on Mini Dev set\n\n\n\nstart calculate\n",
		"======================================    ACCURACY    =====================================\naccuracy             100.00",
		"Finished evaluation\nstart calculate\n",
		"=========================================    VES   ========================================\nves                  100.00",
	} {
		if !strings.Contains(report, want) {
			t.Errorf("report lacks %q", want)
		}
	}
	if !strings.HasSuffix(report, "===========================================================================================\nFinished evaluation\n") {
		t.Errorf("report ends %q", report[len(report)-120:])
	}
	tab, _ := Summarize(MiniSoftF1, vs, diffs)
	if log := tab.LogText(); !strings.HasPrefix(log, "start calculate Soft-F1\n") || !strings.HasSuffix(log, "Finished Soft-F1 evaluation for mini dev set\n\n") {
		t.Errorf("log %q", log)
	}
	if tab, _ := Summarize(DamoEX, vs, diffs); tab.LogText() != "" {
		t.Error("DAMO writes no log")
	}
}

// TestFixed2 checks Go's formatting against Python's format(x, ".2f"),
// ties to even on the binary value included.
func TestFixed2(t *testing.T) {
	for x, want := range map[float64]string{
		0.125: "0.12", 0.375: "0.38", 2.675: "2.67", 1.005: "1.00", 50.125: "50.12", 12.345: "12.35",
		77.47098646034816: "77.47", 100: "100.00", 0: "0.00",
	} {
		if got := pyFixed2(x); got != want {
			t.Errorf("%v: %s, Python %s", x, got, want)
		}
	}
}
