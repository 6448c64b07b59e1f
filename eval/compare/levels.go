package compare

import "fmt"

// All names the level holding every example.
const All = "all"

// Levels are the Spider hardness levels in report order, then All.
var Levels = []string{"easy", "medium", "hard", "extra", All}

// BirdLevels are BIRD's difficulty classes in report order, then All.
var BirdLevels = []string{"simple", "moderate", "challenging", All}

// Level compares several systems on one hardness level.
type Level struct {
	Name     string      `json:"level"`
	Count    int         `json:"count"`
	Accuracy []float64   `json:"accuracy"` // per system; 0 when Count is 0
	Pairs    []PairStats `json:"pairs"`    // in the order of Pairs
}

// PairStats are the statistics of systems A and B, indices into the systems.
type PairStats struct {
	A int `json:"a"`
	B int `json:"b"`
	Stats
}

// ByLevel compares systems level by level, in the order of levels (names
// such as Levels or BirdLevels; All, wherever it stands, holds every
// example). level[i] is example i's level and outcomes[s][i] system s's
// outcome on it (1 correct, 0 wrong). An example whose level is not among
// levels counts in All only.
func ByLevel(levels []string, level []string, outcomes [][]int, opt Options) ([]Level, error) {
	for s, o := range outcomes {
		if len(o) != len(level) {
			return nil, fmt.Errorf("compare: system %d has %d outcomes for %d examples", s, len(o), len(level))
		}
		for i, v := range o {
			if v&^1 != 0 {
				return nil, fmt.Errorf("compare: system %d, example %d: outcome %d, want 0 or 1", s, i, v)
			}
		}
	}
	pairs := Pairs(len(outcomes))
	out := make([]Level, 0, len(levels))
	for _, name := range levels {
		// Each system's outcomes restricted to this level.
		sub := make([][]int, len(outcomes))
		for i, h := range level {
			if name != All && h != name {
				continue
			}
			for s := range outcomes {
				sub[s] = append(sub[s], outcomes[s][i])
			}
		}
		lv := Level{Name: name, Accuracy: make([]float64, len(outcomes))}
		if len(outcomes) > 0 {
			lv.Count = len(sub[0])
		}
		for s, o := range sub {
			correct := 0
			for _, v := range o {
				correct += v
			}
			lv.Accuracy[s] = ratio(correct, len(o))
		}
		for _, p := range pairs {
			st, err := Compare(sub[p[0]], sub[p[1]], opt)
			if err != nil {
				return nil, fmt.Errorf("level %s: %w", name, err)
			}
			lv.Pairs = append(lv.Pairs, PairStats{A: p[0], B: p[1], Stats: st})
		}
		out = append(out, lv)
	}
	return out, nil
}
