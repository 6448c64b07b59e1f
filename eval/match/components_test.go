package match

import (
	"encoding/json"
	"math"
	"testing"
)

// TestPartialMarshalJSON checks the reflection-free encoding against
// json.Marshal of each key and Score.
func TestPartialMarshalJSON(t *testing.T) {
	vals := []int{0, 1, -1, 7, 1234567, math.MaxInt, math.MinInt}
	for n := range 40 {
		var p Partial
		for i := range p {
			v := func(k int) int { return vals[(n*7+i*5+k*3)%len(vals)] }
			p[i] = Score{Acc: v(0), Rec: v(1), F1: v(2), LabelTotal: v(3), PredTotal: v(4)}
		}
		var want []byte
		want = append(want, '{')
		for i, name := range Components {
			if i > 0 {
				want = append(want, ", "...)
			}
			k, _ := json.Marshal(name)
			v, _ := json.Marshal(p[i])
			want = append(append(append(want, k...), ": "...), v...)
		}
		want = append(want, '}')
		got, err := p.MarshalJSON()
		if err != nil || string(got) != string(want) {
			t.Fatalf("MarshalJSON:\n got %s, %v\nwant %s", got, err, want)
		}
		var back Partial
		if err := json.Unmarshal(got, &back); err != nil || back != p {
			t.Fatalf("round trip: %v, %v != %v", err, back, p)
		}
	}
}
