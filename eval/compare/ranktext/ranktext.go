// Package ranktext writes a ranking's numbers as spidereval compare prints
// them, for the CLI and the page alike. It imports nothing of the engine,
// so the page's app.wasm can use it.
package ranktext

import (
	"fmt"
	"math"
)

// Rank is a rank (1, 2.5), to one decimal.
func Rank(r float64) string { return fmt.Sprintf("%g", math.Round(r*10)/10) }

// Change is a rank change: "up 2", "down 1.5" or "=".
func Change(d float64) string {
	switch {
	case d > 0:
		return fmt.Sprintf("up %g", d)
	case d < 0:
		return fmt.Sprintf("down %g", -d)
	}
	return "="
}

// Corr is a rank correlation to three decimals, or why there is none
// (nil: a ranking ties every system).
func Corr(x *float64) string {
	if x == nil {
		return "undefined (a ranking ties every system)"
	}
	return fmt.Sprintf("%.3f", *x)
}
