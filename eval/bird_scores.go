package eval

import (
	"github.com/spidereval/spidereval/eval/bird"
	"github.com/spidereval/spidereval/eval/report"
)

// birdRun keeps what the BIRD report needs beyond the records.
type birdRun struct {
	verdicts     []bird.Verdict
	difficulties []string
	timing       bool
}

// birdFromRecords rebuilds what the report needs from saved records.
func birdFromRecords(records []report.Record) *birdRun {
	b := &birdRun{}
	for i, r := range records {
		v := bird.Verdict{Index: i, DBID: r.DBID, Difficulty: r.Difficulty}
		if r.EX != nil {
			v.EX = *r.EX
		}
		if r.SoftF1 != nil {
			v.SoftF1 = *r.SoftF1
		}
		if r.DamoEX != nil {
			v.DamoEX = *r.DamoEX
		}
		if r.VESReward != nil {
			v.VESReward = *r.VESReward
			b.timing = true
		}
		b.verdicts = append(b.verdicts, v)
		b.difficulties = append(b.difficulties, r.Difficulty)
	}
	return b
}

// metrics are the tables printed: EX, Soft-F1 and, when timed, R-VES.
func (b *birdRun) metrics() []bird.Metric {
	if b.timing {
		return []bird.Metric{bird.MiniEX, bird.MiniSoftF1, bird.MiniRVES}
	}
	return []bird.Metric{bird.MiniEX, bird.MiniSoftF1}
}

// birdScores puts EX per difficulty where the generic code reads
// execution scores (levels simple, moderate, challenging, all).
func birdScores(records []report.Record) *report.Scores {
	s := &report.Scores{Levels: map[string]*report.Level{}, Turns: map[string]*report.Level{}, Interactions: 1}
	for _, l := range []string{bird.Simple, bird.Moderate, bird.Challenging, "all"} {
		s.Levels[l] = &report.Level{}
	}
	for _, r := range records {
		for _, l := range []string{r.Difficulty, "all"} {
			if lv := s.Levels[l]; lv != nil {
				lv.Count++
				lv.Exec += float64(*r.EX)
			}
		}
	}
	for _, l := range s.Levels {
		if l.Count > 0 {
			l.Exec /= float64(l.Count)
		}
	}
	return s
}
