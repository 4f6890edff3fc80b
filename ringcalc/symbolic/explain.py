"""Text for ``ringcalc explain``: the model's formulas, from the sympy expressions."""

from __future__ import annotations

from collections.abc import Iterator

import sympy as sp

from ringcalc.symbolic import efficiency as eff
from ringcalc.symbolic.collectives import cluster_registry, registry
from ringcalc.errors import RingcalcError
from ringcalc.symbolic.inverses import BUDGET, derive
from ringcalc.symbolic.symbols import MEANING, B, K, N, P, T_t, alpha


def formulas(algorithm: str, collective: str, *, latex: bool = False,
             on_cluster: bool = False) -> Iterator[tuple[str, list[str]]]:
    """Sections of (title, lines) describing one model (on one link, or ``on_cluster``) and the efficiency model."""
    key = f"{algorithm}/{collective}"
    models = cluster_registry() if on_cluster else registry()
    if key not in models and not on_cluster and key in cluster_registry():
        raise RingcalcError(f"{algorithm} {collective} is costed on a cluster only (NCCL's own algorithm): add "
                            "--on-cluster", option="algorithm")
    if key not in models:
        from ringcalc.numeric import model_functions

        model_functions(f"{algorithm}@cluster" if on_cluster else algorithm, collective)  # unknown: close matches
        raise RingcalcError(f"no model {key!r}{' on a cluster' * on_cluster}; known: {', '.join(models)}",
                            option="algorithm")
    model = models[key]
    show = sp.latex if latex else sp.sstr
    yield "Symbols (SI units)", [f"{show(sym)}: {meaning}" for sym, meaning in MEANING.items()]
    used = _functions_used(model)
    if used:
        yield "Functions in these formulas", used
    if on_cluster:
        yield from _cluster_sections(model, algorithm, collective, show)
        return
    inv = derive(model)
    budget = eff.comm_time_budget
    yield f"{algorithm} {collective}", [
        f"{show(T_t)} = {show(model.time)}",
        f"bytes sent by the busiest worker = {show(model.bytes_sent_per_worker)}",
        f"latency steps = {show(model.latency_steps)}",
        f"busbw = algbw * {show(model.busbw_factor)}   (algbw = K / Tt, nccl-tests doc/PERFORMANCE.md)",
        f"source: {model.source}",
    ]
    yield "Efficiency (communication after compute, no overlap)", [
        f"Tp = {show(eff.iteration_time)}",
        f"{show(P)} = {show(eff.efficiency)}",
        f"speedup = {show(eff.speedup)}",
        f"budget Tt* for a target {show(P)}: {show(budget)}",
    ]
    sub = {BUDGET: budget}

    def closed(expr):  # None: piecewise in the unknown (the flat ring's slowest hop), solved numerically
        return show(sp.simplify(expr.subs(sub))) if expr is not None else "the root of Tt = Tt* (numeric, ringcalc.numeric.roots)"

    lines = [
        f"{show(B)} needed = {closed(inv.required_bandwidth)}",
        f"largest {show(K)} = {closed(inv.max_gradient_bytes)}",
        f"largest {show(alpha)} = {closed(inv.max_latency)}",
        f"unreachable when Tt* <= {show(inv.min_comm_time)}  (Tt with infinite bandwidth)",
    ]
    if inv.max_workers_no_latency is not None:
        lines.append(f"largest {show(N)} ({show(alpha)} = 0) = {show(sp.simplify(inv.max_workers_no_latency.subs(sub)))}")
        lines.append(f"  every {show(N)} meets the target when Tt* >= {show(inv.workers_limit)} (the limit N -> oo)")
    if inv.max_workers is not None:
        lines.append(f"largest {show(N)} ({show(alpha)} > 0): the positive root of Tt(N) = Tt*")
    yield "Inverses (derived with sympy)", lines
    from ringcalc.symbolic import training

    yield training.explain_section(show)
    from ringcalc.symbolic import workload

    yield workload.explain_section(show)


def _cluster_sections(model, algorithm: str, collective: str, show) -> Iterator[tuple[str, list[str]]]:
    """After the symbols: the cluster model's formulas in the cluster's named quantities
    (ringcalc/symbolic/cluster.py), each defined once below them; its inverses are numeric."""
    named, shrink = _cluster_names()
    time, sent = shrink(sp.sympify(model.time)), shrink(sp.sympify(model.bytes_sent_per_worker))
    yield f"{algorithm} {collective} on a cluster", [
        f"{show(T_t)} = {show(time)}",
        f"bytes sent by the busiest worker = {show(sent)}",
        f"busbw = algbw * {show(model.busbw_factor)}   (algbw = K / Tt, nccl-tests doc/PERFORMANCE.md)",
        "f_proto, L_base, alpha, alpha_intra, alpha_ovh and plat are the (algorithm, protocol)'s: NCCL's tuning.cc "
        "constants for NCCL's algorithms (`ringcalc time --cluster ...` names the pair and prints them)",
        f"source: {model.source}",
    ]
    wanted, todo = [], [s.name for s in time.free_symbols | sent.free_symbols]
    while todo:  # the named quantities these formulas use, and the ones those use
        name = todo.pop()
        if name in named and name not in wanted:
            wanted.append(name)
            todo += [s.name for s in shrink(named[name], skip=name).free_symbols]
    uses = {n: {s.name for s in shrink(named[n], skip=n).free_symbols} & set(wanted) for n in wanted}
    order: list[str] = []
    while len(order) < len(wanted):  # each after what it uses
        order += sorted(n for n in wanted if n not in order and uses[n] <= set(order))
    yield "Where (the cluster's shared quantities, ringcalc/symbolic/cluster.py)", [
        f"{n} = {show(shrink(named[n], skip=n))}" for n in order]
    yield "Efficiency (communication after compute, no overlap)", [
        f"Tp = {show(eff.iteration_time)}",
        f"{show(P)} = {show(eff.efficiency)}",
        f"budget Tt* for a target {show(P)}: {show(eff.comm_time_budget)}",
    ]
    yield "Inverses (numeric on a cluster)", [
        "the NIC line rate B needed, the largest K, N or alpha: the root of Tt = Tt* in the unknown "
        "(ringcalc.numeric.roots; NCCL's pick is made again at each B, K and N)"]


def _cluster_names():
    """The cluster's named sub-expressions and a function that writes an expression in their names (largest
    first, so ``node_net_bandwidth`` is one name and not its parts)."""
    from ringcalc.symbolic import cluster

    named = {n: getattr(cluster, n) for n in cluster.__all__
             if isinstance(getattr(cluster, n), sp.Basic) and not getattr(cluster, n).is_Symbol}
    largest = sorted(named, key=lambda n: -sp.count_ops(named[n]))

    def shrink(expr, skip: str | None = None):
        for n in largest:
            if n != skip:
                expr = expr.xreplace({named[n]: sp.Symbol(n)})
        return expr

    return named, shrink


def _functions_used(model) -> list[str]:
    """One line per ringcalc function (integer logs, slowest_hop, bit_count_sum, ...) that the model's expressions
    use, from its docstring: every one the formulas print, none from a fixed list (Bruck's bit_count_sum was
    printed undefined)."""
    import sympy as sp

    exprs = [sp.sympify(e) for e in (model.time, model.bytes_sent_per_worker, model.total_bytes, model.latency_steps)]
    used = {type(a) for e in exprs for a in e.atoms(sp.Function) if type(a).__module__.startswith("ringcalc.")}
    return [f"{cls.__name__}: {(cls.__doc__ or '').strip().splitlines()[0]}"
            for cls in sorted(used, key=lambda c: c.__name__)]


def to_dict(algorithm: str, collective: str, *, latex: bool = False, on_cluster: bool = False) -> dict:
    """The sections of :func:`formulas` as plain data (``ringcalc explain --format json``).

    Returns
    -------
    dict
        ``algorithm``, ``collective``, ``notation`` (``"sympy"`` or ``"latex"``)
        and ``sections``: a list of ``{"title": str, "lines": [str, ...]}`` in
        the order the table shows them.
    """
    sections = [{"title": title, "lines": list(lines)}
                for title, lines in formulas(algorithm, collective, latex=latex, on_cluster=on_cluster)]
    return {"algorithm": algorithm, "collective": collective, "on_cluster": on_cluster,
            "notation": "latex" if latex else "sympy", "sections": sections}
