package ranktext

import "testing"

func TestText(t *testing.T) {
	half := 0.5
	for _, c := range []struct{ got, want string }{
		{Rank(1), "1"}, {Rank(2.5), "2.5"}, {Rank(2.333), "2.3"},
		{Change(2), "up 2"}, {Change(-1.5), "down 1.5"}, {Change(0), "="},
		{Corr(&half), "0.500"}, {Corr(nil), "undefined (a ranking ties every system)"},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
}
