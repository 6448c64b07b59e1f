package app

import (
	"fmt"
	"strings"

	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"
)

// engineDied handles a worker that stopped: its runs are gone, so every
// view drops them, and the page offers a restart.
func (s *store) engineDied(ctx goapp.Context, cause string) {
	if s.dead != "" {
		return
	}
	bridge().kill()
	if cause == "" {
		cause = "unknown cause"
	}
	s.dead, s.ready, s.loading, s.replaying, s.answers = cause, false, false, nil, nil
	// Score again, after a restart, the runs the engine had finished.
	s.redo, s.resend = nil, nil
	for _, r := range s.runs {
		if r.req != nil {
			s.redo = append(s.redo, *r.req)
		}
	}
	s.dropRuns(ctx)
	s.notice = ""
}

// restartEngine starts a fresh worker; once it is ready, the loaded files
// are sent again and the lost runs scored again.
func (s *store) restartEngine(ctx goapp.Context, ev goapp.Event) {
	s.dead = ""
	s.replaying = map[int]bool{}
	s.notice = "Restarting the engine…"
	bridge().restart()
}

// replay sends the new worker everything the old one had loaded.
func (s *store) replay(ctx goapp.Context) {
	steps := s.history
	s.history = nil
	for _, step := range steps {
		if step.demo {
			s.replaying[s.loadDemo()] = true
			continue
		}
		if step.url != "" {
			s.replaying[s.loadURL(step.url)] = true
			continue
		}
		s.loading = true
		s.history = append(s.history, step)
		s.replaying[step.id] = true
		bridge().resend(step.id)
	}
	s.replayed(ctx, 0)
}

// replayed notes that a replayed load is answered and, once all are,
// ends the restart. It reports whether id was a replayed load.
func (s *store) replayed(ctx goapp.Context, id int) bool {
	if s.replaying == nil {
		return false
	}
	ours := s.replaying[id]
	delete(s.replaying, id)
	if len(s.replaying) == 0 {
		s.replaying = nil
		s.pickDefaults(true) // the files chosen before the restart, if they are back
		again := len(s.redo) > 0
		s.scoreNext(ctx)
		s.notice = "The engine restarted."
		if s.cancelRestart {
			s.notice = "Scoring cancelled: a query was still running, so the engine was restarted to stop it."
		}
		if again {
			s.notice = strings.TrimSuffix(s.notice, ".") + "; scoring the lost runs again…"
		}
		s.cancelRestart = false
	}
	return ours
}

// engineBanner is the banner of a stopped engine.
type engineBanner struct {
	goapp.Compo
	Shared
}

func (b *engineBanner) Render() goapp.UI {
	s := b.S
	what := "Restarting starts a fresh engine"
	switch {
	case len(s.history) > 0 && len(s.redo) > 0:
		what += ", loads your data again and scores " + plural(len(s.redo), "lost run", "lost runs") + " again"
	case len(s.history) > 0:
		what += " and loads your data again"
	}
	return goapp.Div().ID("se-engine-down").Class("se-banner se-sev-refused").Body(
		goapp.Strong().Text("The evaluation engine stopped: "),
		goapp.Span().ID("se-engine-cause").Text(s.dead),
		goapp.Div().Text("Its runs are lost. "+what+"."),
		goapp.Button().ID("se-restart").Class("se-button se-primary").Text("Restart the engine").OnClick(s.restartEngine),
	)
}

// progressBar is the running evaluation's progress, with Cancel.
type progressBar struct {
	goapp.Compo
	Shared
}

func (p *progressBar) Render() goapp.UI {
	s := p.S
	pct := 0
	if s.total > 0 {
		pct = s.done * 100 / s.total
	}
	label := "Preparing…"
	if s.total > 0 {
		label = fmt.Sprintf("Scoring question %d of %d", min(s.done+1, s.total), s.total)
		if s.at != "" && s.done < s.total {
			label += " (" + s.at + ")"
		}
		label += fmt.Sprintf(" · %d%%", pct)
	}
	return goapp.Div().ID("se-progress").Class("se-progress").Attr("role", "status").Body(
		goapp.Progress().Class("se-progress-bar").Attr("aria-labelledby", "se-progress-label").Max(max(s.total, 1)).Value(s.done),
		goapp.Span().ID("se-progress-label").Class("se-progress-label").Text(label),
		goapp.Button().ID("se-cancel").Class("se-button").Text("Cancel").OnClick(s.cancelEval),
	)
}
