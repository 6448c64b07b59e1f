package report

import "github.com/spidereval/spidereval/eval/match"

// Turns are the turn buckets of the multi-turn table.
var Turns = []string{"turn 1", "turn 2", "turn 3", "turn 4", "turn > 4"}

// Style is the reference whose aggregation and layout are reproduced.
type Style int

// Styles.
const (
	TestSuiteStyle Style = iota // test-suite-sql-eval
	Legacy                      // the legacy Spider script: no turn table
	SParCStyle                  // the original SParC script (Python 2)
)

// ComponentScore is one component's aggregate at one level.
type ComponentScore struct {
	Acc, Rec, F1       float64
	AccCount, RecCount int
}

// Level is the aggregate of one hardness level, "all", "joint_all" or a turn bucket.
type Level struct {
	Count   int
	Exec    float64
	Exact   float64
	Partial [10]ComponentScore
}

// Scores is the whole table.
type Scores struct {
	Levels       map[string]*Level // easy, medium, hard, extra, all, joint_all
	Turns        map[string]*Level
	Interactions int
}

// TurnBucket names the turn bucket of a 0-based turn.
func TurnBucket(turn int) string {
	if turn > 3 {
		return "turn > 4"
	}
	return Turns[turn]
}

// Aggregate sums records the way the reference does over the given number
// of interactions (empty ones included). Unscored records (gold that could
// not be evaluated) are left out; etype says which parts were run.
//
// The SParC style reproduces its Python 2 arithmetic: execution counts are
// integers divided by integers (so a level shows 1.000 only when every
// question executes correctly), and "all" never receives execution hits.
func Aggregate(records []Record, interactions int, etype string, style Style) *Scores {
	s := &Scores{Levels: map[string]*Level{}, Turns: map[string]*Level{}}
	for _, l := range append(append([]string{}, match.Levels...), "all", "joint_all") {
		s.Levels[l] = &Level{}
	}
	for _, t := range Turns {
		s.Turns[t] = &Level{}
	}
	doExec := etype == "all" || etype == "exec"
	doMatch := etype == "all" || etype == "match"
	byInteraction := make([][]Record, interactions)
	for _, r := range records {
		if r.Interaction >= 0 && r.Interaction < interactions {
			byInteraction[r.Interaction] = append(byInteraction[r.Interaction], r)
		}
	}
	for _, recs := range byInteraction {
		allExec, allExact := true, true
		for j := range recs {
			r := &recs[j]
			if !r.Scored() {
				continue
			}
			lv, all, turn := s.Levels[r.Hardness], s.Levels["all"], s.Turns[TurnBucket(r.Turn)]
			if lv == nil {
				continue // not a Spider record (BIRD's have a difficulty instead)
			}
			turn.Count++
			lv.Count++
			all.Count++
			if doExec {
				if r.Exec != nil && *r.Exec == 1 {
					lv.Exec++
					turn.Exec++
					if style != SParCStyle {
						all.Exec++
					}
				} else {
					allExec = false
				}
			}
			if doMatch {
				if r.Exact == 0 {
					allExact = false
				}
				turn.Exact += float64(r.Exact)
				lv.Exact += float64(r.Exact)
				all.Exact += float64(r.Exact)
				for k, sc := range r.Partial {
					for _, l := range []*Level{lv, all} {
						c := &l.Partial[k]
						if sc.PredTotal > 0 {
							c.Acc += float64(sc.Acc)
							c.AccCount++
						}
						if sc.LabelTotal > 0 {
							c.Rec += float64(sc.Rec)
							c.RecCount++
						}
						c.F1 += float64(sc.F1)
					}
				}
			}
		}
		s.Interactions++
		joint := s.Levels["joint_all"]
		joint.Count++
		if allExec {
			joint.Exec++
		}
		if allExact {
			joint.Exact++
		}
	}
	for _, t := range s.Turns {
		if t.Count > 0 {
			t.average(doExec, doMatch, style)
		}
	}
	for _, l := range s.Levels {
		if l.Count == 0 {
			continue
		}
		l.average(doExec, doMatch, style)
		if doMatch {
			for k := range l.Partial {
				c := &l.Partial[k]
				if c.AccCount == 0 {
					c.Acc = 0
				} else {
					c.Acc = c.Acc / float64(c.AccCount) * 1.0
				}
				if c.RecCount == 0 {
					c.Rec = 0
				} else {
					c.Rec = c.Rec / float64(c.RecCount) * 1.0
				}
				if c.Acc == 0 && c.Rec == 0 {
					c.F1 = 1
				} else {
					c.F1 = 2.0 * c.Acc * c.Rec / (c.Rec + c.Acc)
				}
			}
		}
	}
	return s
}

// average turns the level's execution and exact-match sums into means
// over its Count (not 0).
func (l *Level) average(doExec, doMatch bool, style Style) {
	if doExec {
		l.Exec = divide(l.Exec, l.Count, style)
	}
	if doMatch {
		l.Exact /= float64(l.Count)
	}
}

// divide is the execution average: integer division in the SParC style.
func divide(sum float64, count int, style Style) float64 {
	if style == SParCStyle {
		return float64(int(sum) / count)
	}
	return sum / float64(count)
}
