package compare

import (
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"
)

// Defaults of the paired bootstrap.
const (
	DefaultResamples = 10000
	DefaultLevel     = 0.95
	DefaultSeed      = 1
)

// Options configure the paired bootstrap.
type Options struct {
	Resamples int     // resamples drawn; 0 means DefaultResamples
	Level     float64 // confidence level in (0, 1); 0 means DefaultLevel
	Seed      uint64  // random seed, used as given (DefaultSeed is the CLI's)
}

// DefaultOptions are 10,000 resamples, a 95% interval and seed 1.
func DefaultOptions() Options {
	return Options{Resamples: DefaultResamples, Level: DefaultLevel, Seed: DefaultSeed}
}

func (o Options) withDefaults() (Options, error) {
	if o.Resamples == 0 {
		o.Resamples = DefaultResamples
	}
	if o.Level == 0 {
		o.Level = DefaultLevel
	}
	if o.Resamples < 0 {
		return o, fmt.Errorf("compare: %d bootstrap resamples, want at least 1", o.Resamples)
	}
	if !(o.Level > 0 && o.Level < 1) {
		return o, fmt.Errorf("compare: confidence level %v, want a value strictly between 0 and 1", o.Level)
	}
	return o, nil
}

// Interval is a confidence interval for the accuracy difference A − B.
type Interval struct {
	Low   float64 `json:"ci_low"`
	High  float64 `json:"ci_high"`
	Level float64 `json:"ci_level"`
}

// Bootstrap is the paired percentile bootstrap interval of A − B: examples
// are drawn with replacement, N at a time, and the difference of the two
// accuracies on each resample is recorded; the interval runs between the
// (1−level)/2 and (1+level)/2 quantiles (linear interpolation between order
// statistics). A resample's difference depends only on how many A-only and
// B-only examples it draws, so drawing from the counts is drawing examples;
// the result depends only on the counts and the options, identically on
// every platform. With no examples the interval is [0, 0]. The cost is
// O(Resamples · N).
func (c Counts) Bootstrap(opt Options) (Interval, error) {
	opt, err := opt.withDefaults()
	if err != nil {
		return Interval{}, err
	}
	n := c.N()
	iv := Interval{Level: opt.Level}
	if n == 0 || (c.AOnly == 0 && c.BOnly == 0) {
		return iv, nil
	}
	src := newSource(opt.Seed)
	aOnly, discordant := uint64(c.AOnly), uint64(c.AOnly+c.BOnly)
	diffs := make([]int, opt.Resamples)
	for r := range diffs {
		d := 0
		for range n {
			// Examples are numbered A-only first, then B-only, then the rest.
			switch i := uniform(src, uint64(n)); {
			case i < aOnly:
				d++
			case i < discordant:
				d--
			}
		}
		diffs[r] = d
	}
	slices.Sort(diffs)
	alpha := (1 - opt.Level) / 2
	iv.Low = quantile(diffs, alpha) / float64(n)
	iv.High = quantile(diffs, 1-alpha) / float64(n)
	return iv, nil
}

// newSource is the generator of one seed.
func newSource(seed uint64) *rand.PCG { return rand.NewPCG(seed, seed^0x9e3779b97f4a7c15) }

// uniform draws an integer in [0, n) without bias (Lemire's multiply and
// reject), the same on 32- and 64-bit platforms.
func uniform(src *rand.PCG, n uint64) uint64 {
	hi, lo := bits.Mul64(src.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(src.Uint64(), n)
		}
	}
	return hi
}

// quantile is the q-quantile of sorted values, interpolating linearly
// between neighbouring order statistics (Hyndman and Fan's type 7).
func quantile(sorted []int, q float64) float64 {
	h := q * float64(len(sorted)-1)
	lo := int(math.Floor(h))
	if lo >= len(sorted)-1 {
		return float64(sorted[len(sorted)-1])
	}
	return float64(sorted[lo]) + (h-float64(lo))*float64(sorted[lo+1]-sorted[lo])
}
