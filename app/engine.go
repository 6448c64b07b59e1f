package app

import (
	goapp "github.com/maxence-charriere/go-app/v9/pkg/app"
)

// engineDied handles a worker that stopped: its runs are gone, so every
// view drops them, and the page offers a restart.
func (e *Explorer) engineDied(ctx goapp.Context, cause string) {
	if e.dead != "" {
		return
	}
	bridge().Call("kill")
	if cause == "" {
		cause = "unknown cause"
	}
	e.dead, e.ready, e.loading, e.replaying = cause, false, false, nil
	// Score again, after a restart, the runs the engine had finished.
	e.redo = nil
	for _, r := range e.runs {
		if r.req != nil {
			e.redo = append(e.redo, *r.req)
		}
	}
	e.dropRuns(ctx)
	e.notice = ""
}

// restartEngine starts a fresh worker; once it is ready, the loaded files
// are sent again and the lost runs scored again.
func (e *Explorer) restartEngine(ctx goapp.Context, ev goapp.Event) {
	e.dead = ""
	e.replaying = map[int]bool{}
	e.notice = "Restarting the engine…"
	bridge().Call("restart")
}

// replay sends the new worker everything the old one had loaded.
func (e *Explorer) replay(ctx goapp.Context) {
	steps := e.history
	e.history = nil
	for _, s := range steps {
		if s.demo {
			e.replaying[e.loadDemo()] = true
			continue
		}
		e.loading = true
		e.history = append(e.history, s)
		e.replaying[s.id] = true
		bridge().Call("resend", s.id)
	}
	e.replayed(ctx, 0)
}

// replayed notes that a replayed load is answered and, once all are,
// ends the restart. It reports whether id was a replayed load.
func (e *Explorer) replayed(ctx goapp.Context, id int) bool {
	if e.replaying == nil {
		return false
	}
	ours := e.replaying[id]
	delete(e.replaying, id)
	if len(e.replaying) == 0 {
		e.replaying = nil
		again := len(e.redo) > 0
		e.scoreNext(ctx)
		e.notice = "The engine restarted."
		if again {
			e.notice = "The engine restarted; scoring the lost runs again…"
		}
	}
	return ours
}

// renderEngineDown is the banner of a stopped engine.
func (e *Explorer) renderEngineDown() goapp.UI {
	what := "Restarting starts a fresh engine"
	switch {
	case len(e.history) > 0 && len(e.redo) > 0:
		what += ", loads your data again and scores " + plural(len(e.redo), "lost run", "lost runs") + " again"
	case len(e.history) > 0:
		what += " and loads your data again"
	}
	return goapp.Div().ID("se-engine-down").Class("se-banner se-sev-refused").Body(
		goapp.Strong().Text("The evaluation engine stopped: "),
		goapp.Span().ID("se-engine-cause").Text(e.dead),
		goapp.Div().Text("Its runs are lost. "+what+"."),
		goapp.Button().ID("se-restart").Class("se-button se-primary").Text("Restart the engine").OnClick(e.restartEngine),
	)
}
