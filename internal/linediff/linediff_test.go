package linediff

import (
	"reflect"
	"testing"
)

func TestLines(t *testing.T) {
	for _, c := range []struct {
		got, want string
		max       int
		first     []Line
		total     int
	}{
		{"a\nb\n", "a\nb\n", 3, nil, 0},
		{"a\nbx\nc", "a\nby\nd", 1, []Line{{N: 2, Got: "bx", Want: "by", At: 1}}, 2},
		{"a", "a\nz", 3, []Line{{N: 2, Got: "", Want: "z", At: 0}}, 1},
	} {
		first, total := Lines(c.got, c.want, c.max)
		if !reflect.DeepEqual(first, c.first) || total != c.total {
			t.Errorf("Lines(%q, %q, %d) = %+v, %d; want %+v, %d", c.got, c.want, c.max, first, total, c.first, c.total)
		}
	}
}
