"""Scalar cost-model functions GENERATED from the sympy expressions (the ``math`` module, no numpy).

Do not edit: run ``python -m ringcalc.symbolic.codegen``. The twins of the
functions of :mod:`ringcalc.numeric._generated` (same names, same tables),
for one float per keyword: a single answer of the CLI imports this module,
not numpy. IEEE 754 results where Python would raise: :mod:`ringcalc.numeric.ieee`.
"""

import math

from ringcalc.numeric.ieee import RAISED, ceil_, exp_, floor_, frexp_exponent, ldexp_, log_, max_, min_, pow_, retry, sqrt_

def comm_time_budget(*, P, T_s, **_):
    """Tt allowed by a target P."""
    try:
        return -T_s + T_s/P
    except RAISED:
        return retry(comm_time_budget, {'P': P, 'T_s': T_s})


def efficiency(*, T_s, T_t, **_):
    """P = Ts/(Ts+Tt)."""
    try:
        return T_s/(T_s + T_t)
    except RAISED:
        return retry(efficiency, {'T_s': T_s, 'T_t': T_t})


def iteration_time(*, T_s, T_t, **_):
    """Tp = Ts+Tt."""
    try:
        return T_s + T_t
    except RAISED:
        return retry(iteration_time, {'T_s': T_s, 'T_t': T_t})


def speedup(*, N, T_s, T_t, **_):
    """throughput speedup N*P."""
    try:
        return N*T_s/(T_s + T_t)
    except RAISED:
        return retry(speedup, {'N': N, 'T_s': T_s, 'T_t': T_t})


def ring__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """ring/all-reduce completion time, s."""
    try:
        return K*gamma*(N - 1)/N + alpha*(2*N - 2) + K*(2*N - 2)/(B*N)
    except RAISED:
        return retry(ring__all_reduce__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def ring__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """ring/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(2*N - 2)/N
    except RAISED:
        return retry(ring__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def ring__all_reduce__total_bytes(*, K, N, **_):
    """ring/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N - 2)
    except RAISED:
        return retry(ring__all_reduce__total_bytes, {'K': K, 'N': N})


def ring__all_reduce__latency_steps(*, N, **_):
    """ring/all-reduce sequential message steps."""
    try:
        return 2*N - 2
    except RAISED:
        return retry(ring__all_reduce__latency_steps, {'N': N})


def ring__all_reduce__busbw_factor(*, N, **_):
    """ring/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(ring__all_reduce__busbw_factor, {'N': N})


def ring__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """ring/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*(2*N - 2)/(B*N)
    except RAISED:
        return retry(ring__all_reduce__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def ring__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """ring/all-reduce time with infinite bandwidth, s."""
    try:
        return K*gamma - K*gamma/N + 2*N*alpha - 2*alpha
    except RAISED:
        return retry(ring__all_reduce__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def ring__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """ring/all-reduce B for a comm budget, bytes/s."""
    try:
        return 2*K*(N - 1)/(-K*N*gamma + K*gamma - 2*(N*N)*alpha + 2*N*alpha + N*budget)
    except RAISED:
        return retry(ring__all_reduce__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def ring__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """ring/all-reduce K for a comm budget, bytes."""
    try:
        return B*N*(-2*N*alpha + 2*alpha + budget)/(B*N*gamma - B*gamma + 2*N - 2)
    except RAISED:
        return retry(ring__all_reduce__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def ring__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """ring/all-reduce alpha for a comm budget, s."""
    try:
        return (1/2)*(-B*K*N*gamma + B*K*gamma + B*N*budget - 2*K*N + 2*K)/(B*N*(N - 1))
    except RAISED:
        return retry(ring__all_reduce__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def ring__all_reduce__max_workers(*, B, K, alpha, budget, gamma, **_):
    """ring/all-reduce real N for a comm budget (alpha > 0)."""
    try:
        return (1/4)*(-B*K*gamma + 2*B*alpha + B*budget - 2*K + sqrt_((B*B)*(K*K)*(gamma*gamma) + 4*(B*B)*K*alpha*gamma - 2*(B*B)*K*budget*gamma + 4*(B*B)*(alpha*alpha) + 4*(B*B)*alpha*budget + (B*B)*(budget*budget) + 4*B*(K*K)*gamma + 8*B*K*alpha - 4*B*K*budget + 4*(K*K)))/(B*alpha)
    except RAISED:
        return retry(ring__all_reduce__max_workers, {'B': B, 'K': K, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def ring__all_reduce__max_workers_no_latency(*, B, K, budget, gamma, **_):
    """ring/all-reduce real N for a comm budget (alpha = 0)."""
    try:
        return K*(B*gamma + 2)/(B*K*gamma - B*budget + 2*K)
    except RAISED:
        return retry(ring__all_reduce__max_workers_no_latency, {'B': B, 'K': K, 'budget': budget, 'gamma': gamma})


def ring__all_reduce__workers_limit(*, B, K, gamma, **_):
    """ring/all-reduce lim N->oo of time with alpha = 0, s."""
    try:
        return K*(B*gamma + 2)/B
    except RAISED:
        return retry(ring__all_reduce__workers_limit, {'B': B, 'K': K, 'gamma': gamma})


def ring__reduce_scatter__time(*, B, K, N, alpha, gamma, **_):
    """ring/reduce-scatter completion time, s."""
    try:
        return K*gamma*(N - 1)/N + alpha*(N - 1) + K*(N - 1)/(B*N)
    except RAISED:
        return retry(ring__reduce_scatter__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def ring__reduce_scatter__bytes_sent_per_worker(*, K, N, **_):
    """ring/reduce-scatter bytes sent by the busiest worker."""
    try:
        return K*(N - 1)/N
    except RAISED:
        return retry(ring__reduce_scatter__bytes_sent_per_worker, {'K': K, 'N': N})


def ring__reduce_scatter__total_bytes(*, K, N, **_):
    """ring/reduce-scatter bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(ring__reduce_scatter__total_bytes, {'K': K, 'N': N})


def ring__reduce_scatter__latency_steps(*, N, **_):
    """ring/reduce-scatter sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(ring__reduce_scatter__latency_steps, {'N': N})


def ring__reduce_scatter__busbw_factor(*, N, **_):
    """ring/reduce-scatter nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(ring__reduce_scatter__busbw_factor, {'N': N})


def ring__reduce_scatter__lower_bound(*, B, K, N, alpha, gamma, **_):
    """ring/reduce-scatter lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*(N - 1)/(B*N)
    except RAISED:
        return retry(ring__reduce_scatter__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def ring__reduce_scatter__min_comm_time(*, K, N, alpha, gamma, **_):
    """ring/reduce-scatter time with infinite bandwidth, s."""
    try:
        return K*gamma - K*gamma/N + N*alpha - alpha
    except RAISED:
        return retry(ring__reduce_scatter__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def ring__reduce_scatter__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """ring/reduce-scatter B for a comm budget, bytes/s."""
    try:
        return K*(N - 1)/(-K*N*gamma + K*gamma - (N*N)*alpha + N*alpha + N*budget)
    except RAISED:
        return retry(ring__reduce_scatter__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def ring__reduce_scatter__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """ring/reduce-scatter K for a comm budget, bytes."""
    try:
        return B*N*(-N*alpha + alpha + budget)/(B*N*gamma - B*gamma + N - 1)
    except RAISED:
        return retry(ring__reduce_scatter__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def ring__reduce_scatter__max_latency(*, B, K, N, budget, gamma, **_):
    """ring/reduce-scatter alpha for a comm budget, s."""
    try:
        return (-B*K*N*gamma + B*K*gamma + B*N*budget - K*N + K)/(B*N*(N - 1))
    except RAISED:
        return retry(ring__reduce_scatter__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def ring__reduce_scatter__max_workers(*, B, K, alpha, budget, gamma, **_):
    """ring/reduce-scatter real N for a comm budget (alpha > 0)."""
    try:
        return (1/2)*(-B*K*gamma + B*alpha + B*budget - K + sqrt_((B*B)*(K*K)*(gamma*gamma) + 2*(B*B)*K*alpha*gamma - 2*(B*B)*K*budget*gamma + (B*B)*(alpha*alpha) + 2*(B*B)*alpha*budget + (B*B)*(budget*budget) + 2*B*(K*K)*gamma + 2*B*K*alpha - 2*B*K*budget + (K*K)))/(B*alpha)
    except RAISED:
        return retry(ring__reduce_scatter__max_workers, {'B': B, 'K': K, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def ring__reduce_scatter__max_workers_no_latency(*, B, K, budget, gamma, **_):
    """ring/reduce-scatter real N for a comm budget (alpha = 0)."""
    try:
        return K*(B*gamma + 1)/(B*K*gamma - B*budget + K)
    except RAISED:
        return retry(ring__reduce_scatter__max_workers_no_latency, {'B': B, 'K': K, 'budget': budget, 'gamma': gamma})


def ring__reduce_scatter__workers_limit(*, B, K, gamma, **_):
    """ring/reduce-scatter lim N->oo of time with alpha = 0, s."""
    try:
        return K*gamma + K/B
    except RAISED:
        return retry(ring__reduce_scatter__workers_limit, {'B': B, 'K': K, 'gamma': gamma})


def ring__all_gather__time(*, B, K, N, alpha, **_):
    """ring/all-gather completion time, s."""
    try:
        return alpha*(N - 1) + K*(N - 1)/(B*N)
    except RAISED:
        return retry(ring__all_gather__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def ring__all_gather__bytes_sent_per_worker(*, K, N, **_):
    """ring/all-gather bytes sent by the busiest worker."""
    try:
        return K*(N - 1)/N
    except RAISED:
        return retry(ring__all_gather__bytes_sent_per_worker, {'K': K, 'N': N})


def ring__all_gather__total_bytes(*, K, N, **_):
    """ring/all-gather bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(ring__all_gather__total_bytes, {'K': K, 'N': N})


def ring__all_gather__latency_steps(*, N, **_):
    """ring/all-gather sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(ring__all_gather__latency_steps, {'N': N})


def ring__all_gather__busbw_factor(*, N, **_):
    """ring/all-gather nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(ring__all_gather__busbw_factor, {'N': N})


def ring__all_gather__lower_bound(*, B, K, N, alpha, **_):
    """ring/all-gather lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(frexp_exponent(N - 1) + 0.0) + K*(N - 1)/(B*N)
    except RAISED:
        return retry(ring__all_gather__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def ring__all_gather__min_comm_time(*, N, alpha, **_):
    """ring/all-gather time with infinite bandwidth, s."""
    try:
        return alpha*(N - 1)
    except RAISED:
        return retry(ring__all_gather__min_comm_time, {'N': N, 'alpha': alpha})


def ring__all_gather__required_bandwidth(*, K, N, alpha, budget, **_):
    """ring/all-gather B for a comm budget, bytes/s."""
    try:
        return K*(N - 1)/(N*(-N*alpha + alpha + budget))
    except RAISED:
        return retry(ring__all_gather__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget})


def ring__all_gather__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """ring/all-gather K for a comm budget, bytes."""
    try:
        return B*N*(-N*alpha + alpha + budget)/(N - 1)
    except RAISED:
        return retry(ring__all_gather__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget})


def ring__all_gather__max_latency(*, B, K, N, budget, **_):
    """ring/all-gather alpha for a comm budget, s."""
    try:
        return (B*N*budget - K*N + K)/(B*N*(N - 1))
    except RAISED:
        return retry(ring__all_gather__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget})


def ring__all_gather__max_workers(*, B, K, alpha, budget, **_):
    """ring/all-gather real N for a comm budget (alpha > 0)."""
    try:
        return (1/2)*(B*alpha + B*budget - K + sqrt_((B*B)*(alpha*alpha) + 2*(B*B)*alpha*budget + (B*B)*(budget*budget) + 2*B*K*alpha - 2*B*K*budget + (K*K)))/(B*alpha)
    except RAISED:
        return retry(ring__all_gather__max_workers, {'B': B, 'K': K, 'alpha': alpha, 'budget': budget})


def ring__all_gather__max_workers_no_latency(*, B, K, budget, **_):
    """ring/all-gather real N for a comm budget (alpha = 0)."""
    try:
        return -K/(B*budget - K)
    except RAISED:
        return retry(ring__all_gather__max_workers_no_latency, {'B': B, 'K': K, 'budget': budget})


def ring__all_gather__workers_limit(*, B, K, **_):
    """ring/all-gather lim N->oo of time with alpha = 0, s."""
    try:
        return K/B
    except RAISED:
        return retry(ring__all_gather__workers_limit, {'B': B, 'K': K})


def ring__broadcast__time(*, B, K, N, alpha, **_):
    """ring/broadcast completion time, s."""
    try:
        return alpha*(N - 1) + K*min_(float(frexp_exponent(N - 1)), 1.0)/B
    except RAISED:
        return retry(ring__broadcast__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def ring__broadcast__bytes_sent_per_worker(*, K, N, **_):
    """ring/broadcast bytes sent by the busiest worker."""
    try:
        return K*min_(float(frexp_exponent(N - 1)), 1.0)
    except RAISED:
        return retry(ring__broadcast__bytes_sent_per_worker, {'K': K, 'N': N})


def ring__broadcast__total_bytes(*, K, N, **_):
    """ring/broadcast bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(ring__broadcast__total_bytes, {'K': K, 'N': N})


def ring__broadcast__latency_steps(*, N, **_):
    """ring/broadcast sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(ring__broadcast__latency_steps, {'N': N})


def ring__broadcast__busbw_factor(**_):
    """ring/broadcast nccl-tests busbw/algbw factor."""
    return float(1)


def ring__broadcast__lower_bound(*, B, K, N, alpha, **_):
    """ring/broadcast lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(frexp_exponent(N - 1) + 0.0) + K*min_(float(frexp_exponent(N - 1)), 1.0)/B
    except RAISED:
        return retry(ring__broadcast__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def ring__broadcast__min_comm_time(*, N, alpha, **_):
    """ring/broadcast time with infinite bandwidth, s."""
    try:
        return alpha*(N - 1)
    except RAISED:
        return retry(ring__broadcast__min_comm_time, {'N': N, 'alpha': alpha})


def ring__broadcast__required_bandwidth(*, K, N, alpha, budget, **_):
    """ring/broadcast B for a comm budget, bytes/s."""
    try:
        return K*min_(float(frexp_exponent(N - 1)), 1.0)/(-N*alpha + alpha + budget)
    except RAISED:
        return retry(ring__broadcast__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget})


def ring__broadcast__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """ring/broadcast K for a comm budget, bytes."""
    try:
        return B*(-N*alpha + alpha + budget)/min_(float(frexp_exponent(N - 1)), 1.0)
    except RAISED:
        return retry(ring__broadcast__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget})


def ring__broadcast__max_latency(*, B, K, N, budget, **_):
    """ring/broadcast alpha for a comm budget, s."""
    try:
        return (B*budget - K*min_(float(frexp_exponent(N - 1)), 1.0))/(B*(N - 1))
    except RAISED:
        return retry(ring__broadcast__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget})


def ring__reduce__time(*, B, K, N, alpha, gamma, **_):
    """ring/reduce completion time, s."""
    try:
        return K*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + alpha*(N - 1) + K*min_(float(frexp_exponent(N - 1)), 1.0)/B
    except RAISED:
        return retry(ring__reduce__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def ring__reduce__bytes_sent_per_worker(*, K, N, **_):
    """ring/reduce bytes sent by the busiest worker."""
    try:
        return K*min_(float(frexp_exponent(N - 1)), 1.0)
    except RAISED:
        return retry(ring__reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def ring__reduce__total_bytes(*, K, N, **_):
    """ring/reduce bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(ring__reduce__total_bytes, {'K': K, 'N': N})


def ring__reduce__latency_steps(*, N, **_):
    """ring/reduce sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(ring__reduce__latency_steps, {'N': N})


def ring__reduce__busbw_factor(**_):
    """ring/reduce nccl-tests busbw/algbw factor."""
    return float(1)


def ring__reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """ring/reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*min_(float(frexp_exponent(N - 1)), 1.0)/B
    except RAISED:
        return retry(ring__reduce__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def ring__reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """ring/reduce time with infinite bandwidth, s."""
    try:
        return K*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + N*alpha - alpha
    except RAISED:
        return retry(ring__reduce__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def ring__reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """ring/reduce B for a comm budget, bytes/s."""
    try:
        return -K*min_(float(frexp_exponent(N - 1)), 1.0)/(K*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + N*alpha - alpha - budget)
    except RAISED:
        return retry(ring__reduce__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def ring__reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """ring/reduce K for a comm budget, bytes."""
    try:
        return B*(-N*alpha + alpha + budget)/((B*gamma + 1)*min_(float(frexp_exponent(N - 1)), 1.0))
    except RAISED:
        return retry(ring__reduce__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def ring__reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """ring/reduce alpha for a comm budget, s."""
    try:
        return (-B*K*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + B*budget - K*min_(float(frexp_exponent(N - 1)), 1.0))/(B*(N - 1))
    except RAISED:
        return retry(ring__reduce__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def ring__all_to_all__time(*, B, K, N, alpha, **_):
    """ring/all-to-all completion time, s."""
    try:
        return alpha*(N - 1) + K*(N - 1)/(B*N)
    except RAISED:
        return retry(ring__all_to_all__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def ring__all_to_all__bytes_sent_per_worker(*, K, N, **_):
    """ring/all-to-all bytes sent by the busiest worker."""
    try:
        return K*(N - 1)/N
    except RAISED:
        return retry(ring__all_to_all__bytes_sent_per_worker, {'K': K, 'N': N})


def ring__all_to_all__total_bytes(*, K, N, **_):
    """ring/all-to-all bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(ring__all_to_all__total_bytes, {'K': K, 'N': N})


def ring__all_to_all__latency_steps(*, N, **_):
    """ring/all-to-all sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(ring__all_to_all__latency_steps, {'N': N})


def ring__all_to_all__busbw_factor(*, N, **_):
    """ring/all-to-all nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(ring__all_to_all__busbw_factor, {'N': N})


def ring__all_to_all__lower_bound(*, B, K, N, alpha, **_):
    """ring/all-to-all lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(frexp_exponent(N - 1) + 0.0) + K*(N - 1)/(B*N)
    except RAISED:
        return retry(ring__all_to_all__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def ring__all_to_all__min_comm_time(*, N, alpha, **_):
    """ring/all-to-all time with infinite bandwidth, s."""
    try:
        return alpha*(N - 1)
    except RAISED:
        return retry(ring__all_to_all__min_comm_time, {'N': N, 'alpha': alpha})


def ring__all_to_all__required_bandwidth(*, K, N, alpha, budget, **_):
    """ring/all-to-all B for a comm budget, bytes/s."""
    try:
        return K*(N - 1)/(N*(-N*alpha + alpha + budget))
    except RAISED:
        return retry(ring__all_to_all__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget})


def ring__all_to_all__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """ring/all-to-all K for a comm budget, bytes."""
    try:
        return B*N*(-N*alpha + alpha + budget)/(N - 1)
    except RAISED:
        return retry(ring__all_to_all__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget})


def ring__all_to_all__max_latency(*, B, K, N, budget, **_):
    """ring/all-to-all alpha for a comm budget, s."""
    try:
        return (B*N*budget - K*N + K)/(B*N*(N - 1))
    except RAISED:
        return retry(ring__all_to_all__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget})


def ring__all_to_all__max_workers(*, B, K, alpha, budget, **_):
    """ring/all-to-all real N for a comm budget (alpha > 0)."""
    try:
        return (1/2)*(B*alpha + B*budget - K + sqrt_((B*B)*(alpha*alpha) + 2*(B*B)*alpha*budget + (B*B)*(budget*budget) + 2*B*K*alpha - 2*B*K*budget + (K*K)))/(B*alpha)
    except RAISED:
        return retry(ring__all_to_all__max_workers, {'B': B, 'K': K, 'alpha': alpha, 'budget': budget})


def ring__all_to_all__max_workers_no_latency(*, B, K, budget, **_):
    """ring/all-to-all real N for a comm budget (alpha = 0)."""
    try:
        return -K/(B*budget - K)
    except RAISED:
        return retry(ring__all_to_all__max_workers_no_latency, {'B': B, 'K': K, 'budget': budget})


def ring__all_to_all__workers_limit(*, B, K, **_):
    """ring/all-to-all lim N->oo of time with alpha = 0, s."""
    try:
        return K/B
    except RAISED:
        return retry(ring__all_to_all__workers_limit, {'B': B, 'K': K})


def parameter_server__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """parameter-server/all-reduce completion time, s."""
    try:
        return K*gamma*(N - 1) + alpha*(2*N - 2) + K*(2*N - 2)/B
    except RAISED:
        return retry(parameter_server__all_reduce__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def parameter_server__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """parameter-server/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(parameter_server__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def parameter_server__all_reduce__total_bytes(*, K, N, **_):
    """parameter-server/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N - 2)
    except RAISED:
        return retry(parameter_server__all_reduce__total_bytes, {'K': K, 'N': N})


def parameter_server__all_reduce__latency_steps(*, N, **_):
    """parameter-server/all-reduce sequential message steps."""
    try:
        return 2*N - 2
    except RAISED:
        return retry(parameter_server__all_reduce__latency_steps, {'N': N})


def parameter_server__all_reduce__busbw_factor(*, N, **_):
    """parameter-server/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(parameter_server__all_reduce__busbw_factor, {'N': N})


def parameter_server__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """parameter-server/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*(2*N - 2)/(B*N)
    except RAISED:
        return retry(parameter_server__all_reduce__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def parameter_server__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """parameter-server/all-reduce time with infinite bandwidth, s."""
    try:
        return K*N*gamma - K*gamma + 2*N*alpha - 2*alpha
    except RAISED:
        return retry(parameter_server__all_reduce__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def parameter_server__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """parameter-server/all-reduce B for a comm budget, bytes/s."""
    try:
        return 2*K*(N - 1)/(-K*N*gamma + K*gamma - 2*N*alpha + 2*alpha + budget)
    except RAISED:
        return retry(parameter_server__all_reduce__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def parameter_server__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """parameter-server/all-reduce K for a comm budget, bytes."""
    try:
        return B*(-2*N*alpha + 2*alpha + budget)/(B*N*gamma - B*gamma + 2*N - 2)
    except RAISED:
        return retry(parameter_server__all_reduce__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def parameter_server__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """parameter-server/all-reduce alpha for a comm budget, s."""
    try:
        return (1/2)*(-B*K*N*gamma + B*K*gamma + B*budget - 2*K*N + 2*K)/(B*(N - 1))
    except RAISED:
        return retry(parameter_server__all_reduce__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def parameter_server__all_reduce__max_workers(*, B, K, alpha, budget, gamma, **_):
    """parameter-server/all-reduce real N for a comm budget (alpha > 0)."""
    try:
        return (B*K*gamma + 2*B*alpha + B*budget + 2*K)/(B*K*gamma + 2*B*alpha + 2*K)
    except RAISED:
        return retry(parameter_server__all_reduce__max_workers, {'B': B, 'K': K, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def parameter_server__all_reduce__max_workers_no_latency(*, B, K, budget, gamma, **_):
    """parameter-server/all-reduce real N for a comm budget (alpha = 0)."""
    try:
        return (B*K*gamma + B*budget + 2*K)/(K*(B*gamma + 2))
    except RAISED:
        return retry(parameter_server__all_reduce__max_workers_no_latency, {'B': B, 'K': K, 'budget': budget, 'gamma': gamma})


def parameter_server__all_reduce__workers_limit(**_):
    """parameter-server/all-reduce lim N->oo of time with alpha = 0, s."""
    return float(math.inf)


def naive__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """naive/all-reduce completion time, s."""
    try:
        return K*gamma*(N - 1) + alpha*(N - 1) + K*(N - 1)/B
    except RAISED:
        return retry(naive__all_reduce__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def naive__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """naive/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(naive__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def naive__all_reduce__total_bytes(*, K, N, **_):
    """naive/all-reduce bytes sent by all workers."""
    try:
        return K*N*(N - 1)
    except RAISED:
        return retry(naive__all_reduce__total_bytes, {'K': K, 'N': N})


def naive__all_reduce__latency_steps(*, N, **_):
    """naive/all-reduce sequential message steps."""
    try:
        return N - 1
    except RAISED:
        return retry(naive__all_reduce__latency_steps, {'N': N})


def naive__all_reduce__busbw_factor(*, N, **_):
    """naive/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(naive__all_reduce__busbw_factor, {'N': N})


def naive__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """naive/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*(2*N - 2)/(B*N)
    except RAISED:
        return retry(naive__all_reduce__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def naive__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """naive/all-reduce time with infinite bandwidth, s."""
    try:
        return K*N*gamma - K*gamma + N*alpha - alpha
    except RAISED:
        return retry(naive__all_reduce__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def naive__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """naive/all-reduce B for a comm budget, bytes/s."""
    try:
        return K*(N - 1)/(-K*N*gamma + K*gamma - N*alpha + alpha + budget)
    except RAISED:
        return retry(naive__all_reduce__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def naive__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """naive/all-reduce K for a comm budget, bytes."""
    try:
        return B*(-N*alpha + alpha + budget)/(B*N*gamma - B*gamma + N - 1)
    except RAISED:
        return retry(naive__all_reduce__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def naive__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """naive/all-reduce alpha for a comm budget, s."""
    try:
        return (-B*K*N*gamma + B*K*gamma + B*budget - K*N + K)/(B*(N - 1))
    except RAISED:
        return retry(naive__all_reduce__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def naive__all_reduce__max_workers(*, B, K, alpha, budget, gamma, **_):
    """naive/all-reduce real N for a comm budget (alpha > 0)."""
    try:
        return (B*K*gamma + B*alpha + B*budget + K)/(B*K*gamma + B*alpha + K)
    except RAISED:
        return retry(naive__all_reduce__max_workers, {'B': B, 'K': K, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def naive__all_reduce__max_workers_no_latency(*, B, K, budget, gamma, **_):
    """naive/all-reduce real N for a comm budget (alpha = 0)."""
    try:
        return (B*K*gamma + B*budget + K)/(K*(B*gamma + 1))
    except RAISED:
        return retry(naive__all_reduce__max_workers_no_latency, {'B': B, 'K': K, 'budget': budget, 'gamma': gamma})


def naive__all_reduce__workers_limit(**_):
    """naive/all-reduce lim N->oo of time with alpha = 0, s."""
    return float(math.inf)


def binomial_tree__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """binomial-tree/all-reduce completion time, s."""
    try:
        return K*gamma*(frexp_exponent(N - 1) + 0.0) + 2*(alpha + K/B)*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__all_reduce__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def binomial_tree__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """binomial-tree/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def binomial_tree__all_reduce__total_bytes(*, K, N, **_):
    """binomial-tree/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N - 2)
    except RAISED:
        return retry(binomial_tree__all_reduce__total_bytes, {'K': K, 'N': N})


def binomial_tree__all_reduce__latency_steps(*, N, **_):
    """binomial-tree/all-reduce sequential message steps."""
    try:
        return 2*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__all_reduce__latency_steps, {'N': N})


def binomial_tree__all_reduce__busbw_factor(*, N, **_):
    """binomial-tree/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(binomial_tree__all_reduce__busbw_factor, {'N': N})


def binomial_tree__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """binomial-tree/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*(2*N - 2)/(B*N)
    except RAISED:
        return retry(binomial_tree__all_reduce__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def binomial_tree__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """binomial-tree/all-reduce time with infinite bandwidth, s."""
    try:
        return (K*gamma + 2*alpha)*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__all_reduce__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def binomial_tree__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """binomial-tree/all-reduce B for a comm budget, bytes/s."""
    try:
        return -2*K*(frexp_exponent(N - 1) + 0.0)/(K*gamma*(frexp_exponent(N - 1) + 0.0) + 2*alpha*(frexp_exponent(N - 1) + 0.0) - budget)
    except RAISED:
        return retry(binomial_tree__all_reduce__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def binomial_tree__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """binomial-tree/all-reduce K for a comm budget, bytes."""
    try:
        return B*(-2*alpha*(frexp_exponent(N - 1) + 0.0) + budget)/((B*gamma + 2)*(frexp_exponent(N - 1) + 0.0))
    except RAISED:
        return retry(binomial_tree__all_reduce__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def binomial_tree__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """binomial-tree/all-reduce alpha for a comm budget, s."""
    try:
        return -1/2*K*gamma + (1/2)*budget/(frexp_exponent(N - 1) + 0.0) - K/B
    except RAISED:
        return retry(binomial_tree__all_reduce__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def binomial_tree__broadcast__time(*, B, K, N, alpha, **_):
    """binomial-tree/broadcast completion time, s."""
    try:
        return (alpha + K/B)*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__broadcast__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def binomial_tree__broadcast__bytes_sent_per_worker(*, K, N, **_):
    """binomial-tree/broadcast bytes sent by the busiest worker."""
    try:
        return K*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__broadcast__bytes_sent_per_worker, {'K': K, 'N': N})


def binomial_tree__broadcast__total_bytes(*, K, N, **_):
    """binomial-tree/broadcast bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(binomial_tree__broadcast__total_bytes, {'K': K, 'N': N})


def binomial_tree__broadcast__latency_steps(*, N, **_):
    """binomial-tree/broadcast sequential message steps."""
    try:
        return (frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__broadcast__latency_steps, {'N': N})


def binomial_tree__broadcast__busbw_factor(**_):
    """binomial-tree/broadcast nccl-tests busbw/algbw factor."""
    return float(1)


def binomial_tree__broadcast__lower_bound(*, B, K, N, alpha, **_):
    """binomial-tree/broadcast lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(frexp_exponent(N - 1) + 0.0) + K*min_(float(frexp_exponent(N - 1)), 1.0)/B
    except RAISED:
        return retry(binomial_tree__broadcast__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def binomial_tree__broadcast__min_comm_time(*, N, alpha, **_):
    """binomial-tree/broadcast time with infinite bandwidth, s."""
    try:
        return alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__broadcast__min_comm_time, {'N': N, 'alpha': alpha})


def binomial_tree__broadcast__required_bandwidth(*, K, N, alpha, budget, **_):
    """binomial-tree/broadcast B for a comm budget, bytes/s."""
    try:
        return -K*(frexp_exponent(N - 1) + 0.0)/(alpha*(frexp_exponent(N - 1) + 0.0) - budget)
    except RAISED:
        return retry(binomial_tree__broadcast__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget})


def binomial_tree__broadcast__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """binomial-tree/broadcast K for a comm budget, bytes."""
    try:
        return -B*alpha + B*budget/(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__broadcast__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget})


def binomial_tree__broadcast__max_latency(*, B, K, N, budget, **_):
    """binomial-tree/broadcast alpha for a comm budget, s."""
    try:
        return budget/(frexp_exponent(N - 1) + 0.0) - K/B
    except RAISED:
        return retry(binomial_tree__broadcast__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget})


def binomial_tree__reduce__time(*, B, K, N, alpha, gamma, **_):
    """binomial-tree/reduce completion time, s."""
    try:
        return (K*gamma + alpha + K/B)*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__reduce__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def binomial_tree__reduce__bytes_sent_per_worker(*, K, N, **_):
    """binomial-tree/reduce bytes sent by the busiest worker."""
    try:
        return K*min_(float(frexp_exponent(N - 1)), 1.0)
    except RAISED:
        return retry(binomial_tree__reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def binomial_tree__reduce__total_bytes(*, K, N, **_):
    """binomial-tree/reduce bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(binomial_tree__reduce__total_bytes, {'K': K, 'N': N})


def binomial_tree__reduce__latency_steps(*, N, **_):
    """binomial-tree/reduce sequential message steps."""
    try:
        return (frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__reduce__latency_steps, {'N': N})


def binomial_tree__reduce__busbw_factor(**_):
    """binomial-tree/reduce nccl-tests busbw/algbw factor."""
    return float(1)


def binomial_tree__reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """binomial-tree/reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*min_(float(frexp_exponent(N - 1)), 1.0)/B
    except RAISED:
        return retry(binomial_tree__reduce__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def binomial_tree__reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """binomial-tree/reduce time with infinite bandwidth, s."""
    try:
        return (K*gamma + alpha)*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(binomial_tree__reduce__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def binomial_tree__reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """binomial-tree/reduce B for a comm budget, bytes/s."""
    try:
        return -K*(frexp_exponent(N - 1) + 0.0)/(K*gamma*(frexp_exponent(N - 1) + 0.0) + alpha*(frexp_exponent(N - 1) + 0.0) - budget)
    except RAISED:
        return retry(binomial_tree__reduce__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def binomial_tree__reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """binomial-tree/reduce K for a comm budget, bytes."""
    try:
        return B*(-alpha*(frexp_exponent(N - 1) + 0.0) + budget)/((B*gamma + 1)*(frexp_exponent(N - 1) + 0.0))
    except RAISED:
        return retry(binomial_tree__reduce__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def binomial_tree__reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """binomial-tree/reduce alpha for a comm budget, s."""
    try:
        return -K*gamma + budget/(frexp_exponent(N - 1) + 0.0) - K/B
    except RAISED:
        return retry(binomial_tree__reduce__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def double_binary_tree__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """double-binary-tree/all-reduce completion time, s."""
    try:
        return K*gamma*(N - 1)/N + 2*alpha*(frexp_exponent(N - 1) + 0.0) + K*(min_(float(frexp_exponent(N - 2)), 1.0) + 1)*min_(float(frexp_exponent(N - 1)), 1.0)/B
    except RAISED:
        return retry(double_binary_tree__all_reduce__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def double_binary_tree__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """double-binary-tree/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(min_(float(frexp_exponent(N - 2)), 1.0) + 1)*min_(float(frexp_exponent(N - 1)), 1.0)
    except RAISED:
        return retry(double_binary_tree__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def double_binary_tree__all_reduce__total_bytes(*, K, N, **_):
    """double-binary-tree/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N - 2)
    except RAISED:
        return retry(double_binary_tree__all_reduce__total_bytes, {'K': K, 'N': N})


def double_binary_tree__all_reduce__latency_steps(*, N, **_):
    """double-binary-tree/all-reduce sequential message steps."""
    try:
        return 2*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(double_binary_tree__all_reduce__latency_steps, {'N': N})


def double_binary_tree__all_reduce__busbw_factor(*, N, **_):
    """double-binary-tree/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(double_binary_tree__all_reduce__busbw_factor, {'N': N})


def double_binary_tree__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """double-binary-tree/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*(2*N - 2)/(B*N)
    except RAISED:
        return retry(double_binary_tree__all_reduce__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def double_binary_tree__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """double-binary-tree/all-reduce time with infinite bandwidth, s."""
    try:
        return K*gamma - K*gamma/N + 2*alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(double_binary_tree__all_reduce__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def double_binary_tree__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """double-binary-tree/all-reduce B for a comm budget, bytes/s."""
    try:
        return -K*N*(min_(float(frexp_exponent(N - 2)), 1.0) + 1)*min_(float(frexp_exponent(N - 1)), 1.0)/(K*N*gamma - K*gamma + 2*N*alpha*(frexp_exponent(N - 1) + 0.0) - N*budget)
    except RAISED:
        return retry(double_binary_tree__all_reduce__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def double_binary_tree__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """double-binary-tree/all-reduce K for a comm budget, bytes."""
    try:
        return B*N*(-2*alpha*(frexp_exponent(N - 1) + 0.0) + budget)/(B*N*gamma - B*gamma + N*min_(float(frexp_exponent(N - 1)), 1.0)*min_(float(frexp_exponent(N - 2)), 1.0) + N*min_(float(frexp_exponent(N - 1)), 1.0))
    except RAISED:
        return retry(double_binary_tree__all_reduce__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def double_binary_tree__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """double-binary-tree/all-reduce alpha for a comm budget, s."""
    try:
        return (1/2)*(B*K*gamma - B*N*(K*gamma - budget) - K*N*(min_(float(frexp_exponent(N - 2)), 1.0) + 1)*min_(float(frexp_exponent(N - 1)), 1.0))/(B*N*(frexp_exponent(N - 1) + 0.0))
    except RAISED:
        return retry(double_binary_tree__all_reduce__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def recursive_doubling__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """recursive-doubling/all-reduce completion time, s."""
    try:
        return K*gamma*(frexp_exponent(N - 1) + 0.0) + (alpha + K/B)*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))
    except RAISED:
        return retry(recursive_doubling__all_reduce__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def recursive_doubling__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """recursive-doubling/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(recursive_doubling__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def recursive_doubling__all_reduce__total_bytes(*, K, N, **_):
    """recursive-doubling/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N + (frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(recursive_doubling__all_reduce__total_bytes, {'K': K, 'N': N})


def recursive_doubling__all_reduce__latency_steps(*, N, **_):
    """recursive-doubling/all-reduce sequential message steps."""
    try:
        return 2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)
    except RAISED:
        return retry(recursive_doubling__all_reduce__latency_steps, {'N': N})


def recursive_doubling__all_reduce__busbw_factor(*, N, **_):
    """recursive-doubling/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(recursive_doubling__all_reduce__busbw_factor, {'N': N})


def recursive_doubling__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """recursive-doubling/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*(2*N - 2)/(B*N)
    except RAISED:
        return retry(recursive_doubling__all_reduce__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def recursive_doubling__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """recursive-doubling/all-reduce time with infinite bandwidth, s."""
    try:
        return K*gamma*(frexp_exponent(N - 1) + 0.0) + 2*alpha*(frexp_exponent(N - 1) + 0.0) - alpha*(frexp_exponent(N) - 1.0)
    except RAISED:
        return retry(recursive_doubling__all_reduce__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def recursive_doubling__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """recursive-doubling/all-reduce B for a comm budget, bytes/s."""
    try:
        return K*(-2*(frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0))/(K*gamma*(frexp_exponent(N - 1) + 0.0) + 2*alpha*(frexp_exponent(N - 1) + 0.0) - alpha*(frexp_exponent(N) - 1.0) - budget)
    except RAISED:
        return retry(recursive_doubling__all_reduce__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def recursive_doubling__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """recursive-doubling/all-reduce K for a comm budget, bytes."""
    try:
        return B*(-2*alpha*(frexp_exponent(N - 1) + 0.0) + alpha*(frexp_exponent(N) - 1.0) + budget)/(B*gamma*(frexp_exponent(N - 1) + 0.0) + 2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))
    except RAISED:
        return retry(recursive_doubling__all_reduce__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def recursive_doubling__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """recursive-doubling/all-reduce alpha for a comm budget, s."""
    try:
        return (-B*K*gamma*(frexp_exponent(N - 1) + 0.0) + B*budget - 2*K*(frexp_exponent(N - 1) + 0.0) + K*(frexp_exponent(N) - 1.0))/(B*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)))
    except RAISED:
        return retry(recursive_doubling__all_reduce__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def rabenseifner__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """rabenseifner/all-reduce completion time, s."""
    try:
        return K*gamma*((ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) + 2*alpha*(frexp_exponent(N - 1) + 0.0) + K*((2*ldexp_(1.0, frexp_exponent(N) - 1) - 2)/ldexp_(1.0, frexp_exponent(N) - 1) + 2*(frexp_exponent(N - 1) + 0.0) - 2*(frexp_exponent(N) - 1.0))/B
    except RAISED:
        return retry(rabenseifner__all_reduce__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def rabenseifner__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """rabenseifner/all-reduce bytes sent by the busiest worker."""
    try:
        return K*((2*ldexp_(1.0, frexp_exponent(N) - 1) - 2)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))
    except RAISED:
        return retry(rabenseifner__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def rabenseifner__all_reduce__total_bytes(*, K, N, **_):
    """rabenseifner/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N - 2*ldexp_(1.0, frexp_exponent(N) - 1)) + K*(2*ldexp_(1.0, frexp_exponent(N) - 1) - 2)
    except RAISED:
        return retry(rabenseifner__all_reduce__total_bytes, {'K': K, 'N': N})


def rabenseifner__all_reduce__latency_steps(*, N, **_):
    """rabenseifner/all-reduce sequential message steps."""
    try:
        return 2*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(rabenseifner__all_reduce__latency_steps, {'N': N})


def rabenseifner__all_reduce__busbw_factor(*, N, **_):
    """rabenseifner/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(rabenseifner__all_reduce__busbw_factor, {'N': N})


def rabenseifner__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """rabenseifner/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*(2*N - 2)/(B*N)
    except RAISED:
        return retry(rabenseifner__all_reduce__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def rabenseifner__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """rabenseifner/all-reduce time with infinite bandwidth, s."""
    try:
        return K*gamma*(frexp_exponent(N - 1) + 0.0) - K*gamma*(frexp_exponent(N) - 1.0) + K*gamma - K*gamma/ldexp_(1.0, frexp_exponent(N) - 1) + 2*alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(rabenseifner__all_reduce__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def rabenseifner__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """rabenseifner/all-reduce B for a comm budget, bytes/s."""
    try:
        return 2*K*(-(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - ldexp_(1.0, frexp_exponent(N) - 1) + 1)/(K*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - K*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K*gamma*ldexp_(1.0, frexp_exponent(N) - 1) - K*gamma + 2*alpha*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - budget*ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(rabenseifner__all_reduce__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def rabenseifner__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """rabenseifner/all-reduce K for a comm budget, bytes."""
    try:
        return B*(-2*alpha*(frexp_exponent(N - 1) + 0.0) + budget)*ldexp_(1.0, frexp_exponent(N) - 1)/(B*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - B*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + B*gamma*ldexp_(1.0, frexp_exponent(N) - 1) - B*gamma + 2*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - 2*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + 2*ldexp_(1.0, frexp_exponent(N) - 1) - 2)
    except RAISED:
        return retry(rabenseifner__all_reduce__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def rabenseifner__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """rabenseifner/all-reduce alpha for a comm budget, s."""
    try:
        return (-1/2*B*K*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + (1/2)*B*K*gamma + (1/2)*B*(K*gamma*(frexp_exponent(N) - 1.0) - K*gamma + budget)*ldexp_(1.0, frexp_exponent(N) - 1) + K*((frexp_exponent(N) - 1.0) - 1)*ldexp_(1.0, frexp_exponent(N) - 1) - K*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K)/(B*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(rabenseifner__all_reduce__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def recursive_halving__reduce_scatter__time(*, B, K, N, alpha, gamma, **_):
    """recursive-halving/reduce-scatter completion time, s."""
    try:
        return K*gamma*((ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) + alpha*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) + K*((ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0) + ((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/N)/B
    except RAISED:
        return retry(recursive_halving__reduce_scatter__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def recursive_halving__reduce_scatter__bytes_sent_per_worker(*, K, N, **_):
    """recursive-halving/reduce-scatter bytes sent by the busiest worker."""
    try:
        return K*(((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/ldexp_(1.0, frexp_exponent(N) - 1) + (ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(recursive_halving__reduce_scatter__bytes_sent_per_worker, {'K': K, 'N': N})


def recursive_halving__reduce_scatter__total_bytes(*, K, N, **_):
    """recursive-halving/reduce-scatter bytes sent by all workers."""
    try:
        return K*(ldexp_(1.0, frexp_exponent(N) - 1) - 1) + (K + K/N)*(N - ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(recursive_halving__reduce_scatter__total_bytes, {'K': K, 'N': N})


def recursive_halving__reduce_scatter__latency_steps(*, N, **_):
    """recursive-halving/reduce-scatter sequential message steps."""
    try:
        return 2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)
    except RAISED:
        return retry(recursive_halving__reduce_scatter__latency_steps, {'N': N})


def recursive_halving__reduce_scatter__busbw_factor(*, N, **_):
    """recursive-halving/reduce-scatter nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(recursive_halving__reduce_scatter__busbw_factor, {'N': N})


def recursive_halving__reduce_scatter__lower_bound(*, B, K, N, alpha, gamma, **_):
    """recursive-halving/reduce-scatter lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(N - 1) + 0.0) + K*(N - 1)/(B*N)
    except RAISED:
        return retry(recursive_halving__reduce_scatter__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def recursive_halving__reduce_scatter__min_comm_time(*, K, N, alpha, gamma, **_):
    """recursive-halving/reduce-scatter time with infinite bandwidth, s."""
    try:
        return K*gamma*(frexp_exponent(N - 1) + 0.0) - K*gamma*(frexp_exponent(N) - 1.0) + K*gamma - K*gamma/ldexp_(1.0, frexp_exponent(N) - 1) + 2*alpha*(frexp_exponent(N - 1) + 0.0) - alpha*(frexp_exponent(N) - 1.0)
    except RAISED:
        return retry(recursive_halving__reduce_scatter__min_comm_time, {'K': K, 'N': N, 'alpha': alpha, 'gamma': gamma})


def recursive_halving__reduce_scatter__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """recursive-halving/reduce-scatter B for a comm budget, bytes/s."""
    try:
        return K*(N*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - N*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + N*ldexp_(1.0, frexp_exponent(N) - 1) - N + (frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - (frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1))/(N*(-K*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - K*gamma*ldexp_(1.0, frexp_exponent(N) - 1) + K*gamma - 2*alpha*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + alpha*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + budget*ldexp_(1.0, frexp_exponent(N) - 1)))
    except RAISED:
        return retry(recursive_halving__reduce_scatter__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def recursive_halving__reduce_scatter__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """recursive-halving/reduce-scatter K for a comm budget, bytes."""
    try:
        return B*N*(-2*alpha*(frexp_exponent(N - 1) + 0.0) + alpha*(frexp_exponent(N) - 1.0) + budget)*ldexp_(1.0, frexp_exponent(N) - 1)/(B*N*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - B*N*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + B*N*gamma*ldexp_(1.0, frexp_exponent(N) - 1) - B*N*gamma + N*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - N*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + N*ldexp_(1.0, frexp_exponent(N) - 1) - N + (frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - (frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(recursive_halving__reduce_scatter__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget, 'gamma': gamma})


def recursive_halving__reduce_scatter__max_latency(*, B, K, N, budget, gamma, **_):
    """recursive-halving/reduce-scatter alpha for a comm budget, s."""
    try:
        return (-B*K*N*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + B*K*N*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - B*K*N*gamma*ldexp_(1.0, frexp_exponent(N) - 1) + B*K*N*gamma + B*N*budget*ldexp_(1.0, frexp_exponent(N) - 1) - K*N*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K*N*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - K*N*ldexp_(1.0, frexp_exponent(N) - 1) + K*N - K*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1))/(B*N*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(recursive_halving__reduce_scatter__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget, 'gamma': gamma})


def recursive_doubling__all_gather__time(*, B, K, N, alpha, **_):
    """recursive-doubling/all-gather completion time, s."""
    try:
        return alpha*(frexp_exponent(N - 1) + 0.0) + K*(N - 1)/(B*N)
    except RAISED:
        return retry(recursive_doubling__all_gather__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def recursive_doubling__all_gather__bytes_sent_per_worker(*, K, N, **_):
    """recursive-doubling/all-gather bytes sent by the busiest worker."""
    try:
        return K*(N - 1)/N
    except RAISED:
        return retry(recursive_doubling__all_gather__bytes_sent_per_worker, {'K': K, 'N': N})


def recursive_doubling__all_gather__total_bytes(*, K, N, **_):
    """recursive-doubling/all-gather bytes sent by all workers."""
    try:
        return K*(N - 1)
    except RAISED:
        return retry(recursive_doubling__all_gather__total_bytes, {'K': K, 'N': N})


def recursive_doubling__all_gather__latency_steps(*, N, **_):
    """recursive-doubling/all-gather sequential message steps."""
    try:
        return (frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(recursive_doubling__all_gather__latency_steps, {'N': N})


def recursive_doubling__all_gather__busbw_factor(*, N, **_):
    """recursive-doubling/all-gather nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(recursive_doubling__all_gather__busbw_factor, {'N': N})


def recursive_doubling__all_gather__lower_bound(*, B, K, N, alpha, **_):
    """recursive-doubling/all-gather lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(frexp_exponent(N - 1) + 0.0) + K*(N - 1)/(B*N)
    except RAISED:
        return retry(recursive_doubling__all_gather__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def recursive_doubling__all_gather__min_comm_time(*, N, alpha, **_):
    """recursive-doubling/all-gather time with infinite bandwidth, s."""
    try:
        return alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(recursive_doubling__all_gather__min_comm_time, {'N': N, 'alpha': alpha})


def recursive_doubling__all_gather__required_bandwidth(*, K, N, alpha, budget, **_):
    """recursive-doubling/all-gather B for a comm budget, bytes/s."""
    try:
        return K*(1 - N)/(N*(alpha*(frexp_exponent(N - 1) + 0.0) - budget))
    except RAISED:
        return retry(recursive_doubling__all_gather__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget})


def recursive_doubling__all_gather__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """recursive-doubling/all-gather K for a comm budget, bytes."""
    try:
        return B*N*(-alpha*(frexp_exponent(N - 1) + 0.0) + budget)/(N - 1)
    except RAISED:
        return retry(recursive_doubling__all_gather__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget})


def recursive_doubling__all_gather__max_latency(*, B, K, N, budget, **_):
    """recursive-doubling/all-gather alpha for a comm budget, s."""
    try:
        return (B*N*budget - K*N + K)/(B*N*(frexp_exponent(N - 1) + 0.0))
    except RAISED:
        return retry(recursive_doubling__all_gather__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget})


def bruck__all_to_all__time(*, B, K, N, alpha, **_):
    """bruck/all-to-all completion time, s."""
    try:
        return (alpha + (1/2)*K/B)*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(bruck__all_to_all__time, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def bruck__all_to_all__bytes_sent_per_worker(*, K, N, **_):
    """bruck/all-to-all bytes sent by the busiest worker."""
    try:
        return (1/2)*K*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(bruck__all_to_all__bytes_sent_per_worker, {'K': K, 'N': N})


def bruck__all_to_all__total_bytes(*, K, N, **_):
    """bruck/all-to-all bytes sent by all workers."""
    try:
        return (1/2)*K*N*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(bruck__all_to_all__total_bytes, {'K': K, 'N': N})


def bruck__all_to_all__latency_steps(*, N, **_):
    """bruck/all-to-all sequential message steps."""
    try:
        return (frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(bruck__all_to_all__latency_steps, {'N': N})


def bruck__all_to_all__busbw_factor(*, N, **_):
    """bruck/all-to-all nccl-tests busbw/algbw factor."""
    try:
        return (N - 1)/N
    except RAISED:
        return retry(bruck__all_to_all__busbw_factor, {'N': N})


def bruck__all_to_all__lower_bound(*, B, K, N, alpha, **_):
    """bruck/all-to-all lower bound on the time, s (collectives/bound.py)."""
    try:
        return alpha*(frexp_exponent(N - 1) + 0.0) + K*(N - 1)/(B*N)
    except RAISED:
        return retry(bruck__all_to_all__lower_bound, {'B': B, 'K': K, 'N': N, 'alpha': alpha})


def bruck__all_to_all__min_comm_time(*, N, alpha, **_):
    """bruck/all-to-all time with infinite bandwidth, s."""
    try:
        return alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(bruck__all_to_all__min_comm_time, {'N': N, 'alpha': alpha})


def bruck__all_to_all__required_bandwidth(*, K, N, alpha, budget, **_):
    """bruck/all-to-all B for a comm budget, bytes/s."""
    try:
        return -K*(frexp_exponent(N - 1) + 0.0)/(2*alpha*(frexp_exponent(N - 1) + 0.0) - 2*budget)
    except RAISED:
        return retry(bruck__all_to_all__required_bandwidth, {'K': K, 'N': N, 'alpha': alpha, 'budget': budget})


def bruck__all_to_all__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """bruck/all-to-all K for a comm budget, bytes."""
    try:
        return 2*B*(-alpha*(frexp_exponent(N - 1) + 0.0) + budget)/(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(bruck__all_to_all__max_gradient_bytes, {'B': B, 'N': N, 'alpha': alpha, 'budget': budget})


def bruck__all_to_all__max_latency(*, B, K, N, budget, **_):
    """bruck/all-to-all alpha for a comm budget, s."""
    try:
        return budget/(frexp_exponent(N - 1) + 0.0) - 1/2*K/B
    except RAISED:
        return retry(bruck__all_to_all__max_latency, {'B': B, 'K': K, 'N': N, 'budget': budget})


def hierarchical_ring__all_reduce__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_intra, gamma, **_):
    """hierarchical-ring/all-reduce completion time, s."""
    try:
        return K*gamma*(-1 + N/G)/N + alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + K*gamma*(G - 1)/G + K*(2*G - 2)/(B_intra*G) + G*K*(-2 + 2*N/G)/(B*N*R_nic)
    except RAISED:
        return retry(hierarchical_ring__all_reduce__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'gamma': gamma})


def hierarchical_ring__all_reduce__bytes_sent_per_worker(*, G, K, N, **_):
    """hierarchical-ring/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(-2 + 2*N/G)/N + K*(2*G - 2)/G
    except RAISED:
        return retry(hierarchical_ring__all_reduce__bytes_sent_per_worker, {'G': G, 'K': K, 'N': N})


def hierarchical_ring__all_reduce__total_bytes(*, G, K, N, **_):
    """hierarchical-ring/all-reduce bytes sent by all workers."""
    try:
        return N*(K*(-2 + 2*N/G)/N + K*(2*G - 2)/G)
    except RAISED:
        return retry(hierarchical_ring__all_reduce__total_bytes, {'G': G, 'K': K, 'N': N})


def hierarchical_ring__all_reduce__latency_steps(*, G, N, **_):
    """hierarchical-ring/all-reduce sequential message steps."""
    try:
        return 2*G - 4 + 2*N/G
    except RAISED:
        return retry(hierarchical_ring__all_reduce__latency_steps, {'G': G, 'N': N})


def hierarchical_ring__all_reduce__busbw_factor(*, N, **_):
    """hierarchical-ring/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(hierarchical_ring__all_reduce__busbw_factor, {'N': N})


def hierarchical_ring__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_intra, gamma, **_):
    """hierarchical-ring/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(-1 + N/G) + 0.0) + (1 - min_(float(frexp_exponent(-1 + N/G)), 1.0))*(alpha_intra*(frexp_exponent(G - 1) + 0.0) + K*(2*G - 2)/(B_intra*G)) + G*K*(-2 + 2*N/G)/(B*N*R_nic)
    except RAISED:
        return retry(hierarchical_ring__all_reduce__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'gamma': gamma})


def hierarchical_ring__all_reduce__min_comm_time(*, B_intra, G, K, N, alpha, alpha_intra, gamma, **_):
    """hierarchical-ring/all-reduce time with infinite bandwidth, s."""
    try:
        return 2*G*alpha_intra + K*gamma - K*gamma/N - 2*alpha - 2*alpha_intra + 2*N*alpha/G + 2*K/B_intra - 2*K/(B_intra*G)
    except RAISED:
        return retry(hierarchical_ring__all_reduce__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'alpha': alpha, 'alpha_intra': alpha_intra, 'gamma': gamma})


def hierarchical_ring__all_reduce__required_bandwidth(*, B_intra, G, K, N, R_nic, alpha, alpha_intra, budget, gamma, **_):
    """hierarchical-ring/all-reduce B for a comm budget, bytes/s."""
    try:
        return 2*B_intra*G*K*(G - N)/(R_nic*(2*B_intra*(G*G)*N*alpha_intra + B_intra*G*K*N*gamma - B_intra*G*K*gamma - 2*B_intra*G*N*alpha - 2*B_intra*G*N*alpha_intra - B_intra*G*N*budget + 2*B_intra*(N*N)*alpha + 2*G*K*N - 2*K*N))
    except RAISED:
        return retry(hierarchical_ring__all_reduce__required_bandwidth, {'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'budget': budget, 'gamma': gamma})


def hierarchical_ring__all_reduce__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_intra, budget, gamma, **_):
    """hierarchical-ring/all-reduce K for a comm budget, bytes."""
    try:
        return B*B_intra*N*R_nic*(-2*(G*G)*alpha_intra + 2*G*alpha + 2*G*alpha_intra + G*budget - 2*N*alpha)/(B*B_intra*G*N*R_nic*gamma - B*B_intra*G*R_nic*gamma + 2*B*G*N*R_nic - 2*B*N*R_nic - 2*B_intra*(G*G) + 2*B_intra*G*N)
    except RAISED:
        return retry(hierarchical_ring__all_reduce__max_gradient_bytes, {'B': B, 'B_intra': B_intra, 'G': G, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'budget': budget, 'gamma': gamma})


def hierarchical_ring__all_reduce__max_latency(*, B, B_intra, G, K, N, R_nic, alpha_intra, budget, gamma, **_):
    """hierarchical-ring/all-reduce alpha for a comm budget, s."""
    try:
        return (B*B_intra*(G*G)*N*R_nic*alpha_intra + (1/2)*B*B_intra*G*K*N*R_nic*gamma - 1/2*B*B_intra*G*K*R_nic*gamma - B*B_intra*G*N*R_nic*alpha_intra - 1/2*B*B_intra*G*N*R_nic*budget + B*G*K*N*R_nic - B*K*N*R_nic - B_intra*(G*G)*K + B_intra*G*K*N)/(B*B_intra*N*R_nic*(G - N))
    except RAISED:
        return retry(hierarchical_ring__all_reduce__max_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha_intra': alpha_intra, 'budget': budget, 'gamma': gamma})


def hierarchical_ring__all_reduce__max_workers(*, B, B_intra, G, K, R_nic, alpha, alpha_intra, budget, gamma, **_):
    """hierarchical-ring/all-reduce real N for a comm budget (alpha > 0)."""
    try:
        return -1/2*(G*G)*alpha_intra/alpha - 1/4*G*K*gamma/alpha + (1/2)*G + (1/2)*G*alpha_intra/alpha + (1/4)*G*budget/alpha - 1/2*G*K/(B_intra*alpha) + (1/2)*K/(B_intra*alpha) - 1/2*G*K/(B*R_nic*alpha) + (1/4)*sqrt_(4*(B*B)*(B_intra*B_intra)*G**4*(R_nic*R_nic)*(alpha_intra*alpha_intra) + 4*(B*B)*(B_intra*B_intra)*G**3*K*(R_nic*R_nic)*alpha_intra*gamma - 8*(B*B)*(B_intra*B_intra)*G**3*(R_nic*R_nic)*alpha*alpha_intra - 8*(B*B)*(B_intra*B_intra)*G**3*(R_nic*R_nic)*(alpha_intra*alpha_intra) - 4*(B*B)*(B_intra*B_intra)*G**3*(R_nic*R_nic)*alpha_intra*budget + (B*B)*(B_intra*B_intra)*(G*G)*(K*K)*(R_nic*R_nic)*(gamma*gamma) - 4*(B*B)*(B_intra*B_intra)*(G*G)*K*(R_nic*R_nic)*alpha*gamma - 4*(B*B)*(B_intra*B_intra)*(G*G)*K*(R_nic*R_nic)*alpha_intra*gamma - 2*(B*B)*(B_intra*B_intra)*(G*G)*K*(R_nic*R_nic)*budget*gamma + 4*(B*B)*(B_intra*B_intra)*(G*G)*(R_nic*R_nic)*(alpha*alpha) + 8*(B*B)*(B_intra*B_intra)*(G*G)*(R_nic*R_nic)*alpha*alpha_intra + 4*(B*B)*(B_intra*B_intra)*(G*G)*(R_nic*R_nic)*alpha*budget + 4*(B*B)*(B_intra*B_intra)*(G*G)*(R_nic*R_nic)*(alpha_intra*alpha_intra) + 4*(B*B)*(B_intra*B_intra)*(G*G)*(R_nic*R_nic)*alpha_intra*budget + (B*B)*(B_intra*B_intra)*(G*G)*(R_nic*R_nic)*(budget*budget) + 8*(B*B)*(B_intra*B_intra)*G*K*(R_nic*R_nic)*alpha*gamma + 8*(B*B)*B_intra*G**3*K*(R_nic*R_nic)*alpha_intra + 4*(B*B)*B_intra*(G*G)*(K*K)*(R_nic*R_nic)*gamma - 8*(B*B)*B_intra*(G*G)*K*(R_nic*R_nic)*alpha - 16*(B*B)*B_intra*(G*G)*K*(R_nic*R_nic)*alpha_intra - 4*(B*B)*B_intra*(G*G)*K*(R_nic*R_nic)*budget - 4*(B*B)*B_intra*G*(K*K)*(R_nic*R_nic)*gamma + 8*(B*B)*B_intra*G*K*(R_nic*R_nic)*alpha + 8*(B*B)*B_intra*G*K*(R_nic*R_nic)*alpha_intra + 4*(B*B)*B_intra*G*K*(R_nic*R_nic)*budget + 4*(B*B)*(G*G)*(K*K)*(R_nic*R_nic) - 8*(B*B)*G*(K*K)*(R_nic*R_nic) + 4*(B*B)*(K*K)*(R_nic*R_nic) + 8*B*(B_intra*B_intra)*G**3*K*R_nic*alpha_intra + 4*B*(B_intra*B_intra)*(G*G)*(K*K)*R_nic*gamma + 8*B*(B_intra*B_intra)*(G*G)*K*R_nic*alpha - 8*B*(B_intra*B_intra)*(G*G)*K*R_nic*alpha_intra - 4*B*(B_intra*B_intra)*(G*G)*K*R_nic*budget + 8*B*B_intra*(G*G)*(K*K)*R_nic - 8*B*B_intra*G*(K*K)*R_nic + 4*(B_intra*B_intra)*(G*G)*(K*K))/(B*B_intra*R_nic*alpha)
    except RAISED:
        return retry(hierarchical_ring__all_reduce__max_workers, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'budget': budget, 'gamma': gamma})


def hierarchical_ring__all_reduce__max_workers_no_latency(*, B, B_intra, G, K, R_nic, alpha_intra, budget, gamma, **_):
    """hierarchical-ring/all-reduce real N for a comm budget (alpha = 0)."""
    try:
        return B_intra*G*K*(B*R_nic*gamma + 2*G)/(2*B*B_intra*(G*G)*R_nic*alpha_intra + B*B_intra*G*K*R_nic*gamma - 2*B*B_intra*G*R_nic*alpha_intra - B*B_intra*G*R_nic*budget + 2*B*G*K*R_nic - 2*B*K*R_nic + 2*B_intra*G*K)
    except RAISED:
        return retry(hierarchical_ring__all_reduce__max_workers_no_latency, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'R_nic': R_nic, 'alpha_intra': alpha_intra, 'budget': budget, 'gamma': gamma})


def hierarchical_ring__all_reduce__workers_limit(*, B, B_intra, G, K, R_nic, alpha_intra, gamma, **_):
    """hierarchical-ring/all-reduce lim N->oo of time with alpha = 0, s."""
    try:
        return 2*G*alpha_intra + K*gamma - 2*alpha_intra + 2*K/B_intra - 2*K/(B_intra*G) + 2*K/(B*R_nic)
    except RAISED:
        return retry(hierarchical_ring__all_reduce__workers_limit, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'R_nic': R_nic, 'alpha_intra': alpha_intra, 'gamma': gamma})


def flat_ring__all_reduce__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_intra, gamma, **_):
    """flat-ring/all-reduce completion time, s."""
    try:
        return K*gamma*(N - 1)/N + (2*N - 2)*max_((alpha_intra + K/(B_intra*N))*min_(float(frexp_exponent(G - 1)), 1.0), (alpha + K/(B*N*R_nic))*min_(float(frexp_exponent(-1 + N/G)), 1.0))
    except RAISED:
        return retry(flat_ring__all_reduce__time, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'gamma': gamma})


def flat_ring__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """flat-ring/all-reduce bytes sent by the busiest worker."""
    try:
        return K*(2*N - 2)/N
    except RAISED:
        return retry(flat_ring__all_reduce__bytes_sent_per_worker, {'K': K, 'N': N})


def flat_ring__all_reduce__total_bytes(*, K, N, **_):
    """flat-ring/all-reduce bytes sent by all workers."""
    try:
        return K*(2*N - 2)
    except RAISED:
        return retry(flat_ring__all_reduce__total_bytes, {'K': K, 'N': N})


def flat_ring__all_reduce__latency_steps(*, N, **_):
    """flat-ring/all-reduce sequential message steps."""
    try:
        return 2*N - 2
    except RAISED:
        return retry(flat_ring__all_reduce__latency_steps, {'N': N})


def flat_ring__all_reduce__busbw_factor(*, N, **_):
    """flat-ring/all-reduce nccl-tests busbw/algbw factor."""
    try:
        return (2*N - 2)/N
    except RAISED:
        return retry(flat_ring__all_reduce__busbw_factor, {'N': N})


def flat_ring__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_intra, gamma, **_):
    """flat-ring/all-reduce lower bound on the time, s (collectives/bound.py)."""
    try:
        return K*gamma*(N - 1)/N + alpha*(frexp_exponent(-1 + N/G) + 0.0) + (1 - min_(float(frexp_exponent(-1 + N/G)), 1.0))*(alpha_intra*(frexp_exponent(G - 1) + 0.0) + K*(2*G - 2)/(B_intra*G)) + G*K*(-2 + 2*N/G)/(B*N*R_nic)
    except RAISED:
        return retry(flat_ring__all_reduce__lower_bound, {'B': B, 'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'gamma': gamma})


def flat_ring__all_reduce__min_comm_time(*, B_intra, G, K, N, alpha, alpha_intra, gamma, **_):
    """flat-ring/all-reduce time with infinite bandwidth, s."""
    try:
        return (N - 1)*(K*gamma + 2*N*max_((B_intra*N*alpha_intra + K)*min_(float(frexp_exponent(G - 1)), 1.0)/(B_intra*N), alpha*min_(float(frexp_exponent(-1 + N/G)), 1.0)))/N
    except RAISED:
        return retry(flat_ring__all_reduce__min_comm_time, {'B_intra': B_intra, 'G': G, 'K': K, 'N': N, 'alpha': alpha, 'alpha_intra': alpha_intra, 'gamma': gamma})


MODELS = {
    'ring/all-reduce': {
        'time': ring__all_reduce__time,
        'bytes_sent_per_worker': ring__all_reduce__bytes_sent_per_worker,
        'total_bytes': ring__all_reduce__total_bytes,
        'latency_steps': ring__all_reduce__latency_steps,
        'busbw_factor': ring__all_reduce__busbw_factor,
        'lower_bound': ring__all_reduce__lower_bound,
        'min_comm_time': ring__all_reduce__min_comm_time,
        'required_bandwidth': ring__all_reduce__required_bandwidth,
        'max_gradient_bytes': ring__all_reduce__max_gradient_bytes,
        'max_latency': ring__all_reduce__max_latency,
        'max_workers': ring__all_reduce__max_workers,
        'max_workers_no_latency': ring__all_reduce__max_workers_no_latency,
        'workers_limit': ring__all_reduce__workers_limit,
    },
    'ring/reduce-scatter': {
        'time': ring__reduce_scatter__time,
        'bytes_sent_per_worker': ring__reduce_scatter__bytes_sent_per_worker,
        'total_bytes': ring__reduce_scatter__total_bytes,
        'latency_steps': ring__reduce_scatter__latency_steps,
        'busbw_factor': ring__reduce_scatter__busbw_factor,
        'lower_bound': ring__reduce_scatter__lower_bound,
        'min_comm_time': ring__reduce_scatter__min_comm_time,
        'required_bandwidth': ring__reduce_scatter__required_bandwidth,
        'max_gradient_bytes': ring__reduce_scatter__max_gradient_bytes,
        'max_latency': ring__reduce_scatter__max_latency,
        'max_workers': ring__reduce_scatter__max_workers,
        'max_workers_no_latency': ring__reduce_scatter__max_workers_no_latency,
        'workers_limit': ring__reduce_scatter__workers_limit,
    },
    'ring/all-gather': {
        'time': ring__all_gather__time,
        'bytes_sent_per_worker': ring__all_gather__bytes_sent_per_worker,
        'total_bytes': ring__all_gather__total_bytes,
        'latency_steps': ring__all_gather__latency_steps,
        'busbw_factor': ring__all_gather__busbw_factor,
        'lower_bound': ring__all_gather__lower_bound,
        'min_comm_time': ring__all_gather__min_comm_time,
        'required_bandwidth': ring__all_gather__required_bandwidth,
        'max_gradient_bytes': ring__all_gather__max_gradient_bytes,
        'max_latency': ring__all_gather__max_latency,
        'max_workers': ring__all_gather__max_workers,
        'max_workers_no_latency': ring__all_gather__max_workers_no_latency,
        'workers_limit': ring__all_gather__workers_limit,
    },
    'ring/broadcast': {
        'time': ring__broadcast__time,
        'bytes_sent_per_worker': ring__broadcast__bytes_sent_per_worker,
        'total_bytes': ring__broadcast__total_bytes,
        'latency_steps': ring__broadcast__latency_steps,
        'busbw_factor': ring__broadcast__busbw_factor,
        'lower_bound': ring__broadcast__lower_bound,
        'min_comm_time': ring__broadcast__min_comm_time,
        'required_bandwidth': ring__broadcast__required_bandwidth,
        'max_gradient_bytes': ring__broadcast__max_gradient_bytes,
        'max_latency': ring__broadcast__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'ring/reduce': {
        'time': ring__reduce__time,
        'bytes_sent_per_worker': ring__reduce__bytes_sent_per_worker,
        'total_bytes': ring__reduce__total_bytes,
        'latency_steps': ring__reduce__latency_steps,
        'busbw_factor': ring__reduce__busbw_factor,
        'lower_bound': ring__reduce__lower_bound,
        'min_comm_time': ring__reduce__min_comm_time,
        'required_bandwidth': ring__reduce__required_bandwidth,
        'max_gradient_bytes': ring__reduce__max_gradient_bytes,
        'max_latency': ring__reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'ring/all-to-all': {
        'time': ring__all_to_all__time,
        'bytes_sent_per_worker': ring__all_to_all__bytes_sent_per_worker,
        'total_bytes': ring__all_to_all__total_bytes,
        'latency_steps': ring__all_to_all__latency_steps,
        'busbw_factor': ring__all_to_all__busbw_factor,
        'lower_bound': ring__all_to_all__lower_bound,
        'min_comm_time': ring__all_to_all__min_comm_time,
        'required_bandwidth': ring__all_to_all__required_bandwidth,
        'max_gradient_bytes': ring__all_to_all__max_gradient_bytes,
        'max_latency': ring__all_to_all__max_latency,
        'max_workers': ring__all_to_all__max_workers,
        'max_workers_no_latency': ring__all_to_all__max_workers_no_latency,
        'workers_limit': ring__all_to_all__workers_limit,
    },
    'parameter-server/all-reduce': {
        'time': parameter_server__all_reduce__time,
        'bytes_sent_per_worker': parameter_server__all_reduce__bytes_sent_per_worker,
        'total_bytes': parameter_server__all_reduce__total_bytes,
        'latency_steps': parameter_server__all_reduce__latency_steps,
        'busbw_factor': parameter_server__all_reduce__busbw_factor,
        'lower_bound': parameter_server__all_reduce__lower_bound,
        'min_comm_time': parameter_server__all_reduce__min_comm_time,
        'required_bandwidth': parameter_server__all_reduce__required_bandwidth,
        'max_gradient_bytes': parameter_server__all_reduce__max_gradient_bytes,
        'max_latency': parameter_server__all_reduce__max_latency,
        'max_workers': parameter_server__all_reduce__max_workers,
        'max_workers_no_latency': parameter_server__all_reduce__max_workers_no_latency,
        'workers_limit': parameter_server__all_reduce__workers_limit,
    },
    'naive/all-reduce': {
        'time': naive__all_reduce__time,
        'bytes_sent_per_worker': naive__all_reduce__bytes_sent_per_worker,
        'total_bytes': naive__all_reduce__total_bytes,
        'latency_steps': naive__all_reduce__latency_steps,
        'busbw_factor': naive__all_reduce__busbw_factor,
        'lower_bound': naive__all_reduce__lower_bound,
        'min_comm_time': naive__all_reduce__min_comm_time,
        'required_bandwidth': naive__all_reduce__required_bandwidth,
        'max_gradient_bytes': naive__all_reduce__max_gradient_bytes,
        'max_latency': naive__all_reduce__max_latency,
        'max_workers': naive__all_reduce__max_workers,
        'max_workers_no_latency': naive__all_reduce__max_workers_no_latency,
        'workers_limit': naive__all_reduce__workers_limit,
    },
    'binomial-tree/all-reduce': {
        'time': binomial_tree__all_reduce__time,
        'bytes_sent_per_worker': binomial_tree__all_reduce__bytes_sent_per_worker,
        'total_bytes': binomial_tree__all_reduce__total_bytes,
        'latency_steps': binomial_tree__all_reduce__latency_steps,
        'busbw_factor': binomial_tree__all_reduce__busbw_factor,
        'lower_bound': binomial_tree__all_reduce__lower_bound,
        'min_comm_time': binomial_tree__all_reduce__min_comm_time,
        'required_bandwidth': binomial_tree__all_reduce__required_bandwidth,
        'max_gradient_bytes': binomial_tree__all_reduce__max_gradient_bytes,
        'max_latency': binomial_tree__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'binomial-tree/broadcast': {
        'time': binomial_tree__broadcast__time,
        'bytes_sent_per_worker': binomial_tree__broadcast__bytes_sent_per_worker,
        'total_bytes': binomial_tree__broadcast__total_bytes,
        'latency_steps': binomial_tree__broadcast__latency_steps,
        'busbw_factor': binomial_tree__broadcast__busbw_factor,
        'lower_bound': binomial_tree__broadcast__lower_bound,
        'min_comm_time': binomial_tree__broadcast__min_comm_time,
        'required_bandwidth': binomial_tree__broadcast__required_bandwidth,
        'max_gradient_bytes': binomial_tree__broadcast__max_gradient_bytes,
        'max_latency': binomial_tree__broadcast__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'binomial-tree/reduce': {
        'time': binomial_tree__reduce__time,
        'bytes_sent_per_worker': binomial_tree__reduce__bytes_sent_per_worker,
        'total_bytes': binomial_tree__reduce__total_bytes,
        'latency_steps': binomial_tree__reduce__latency_steps,
        'busbw_factor': binomial_tree__reduce__busbw_factor,
        'lower_bound': binomial_tree__reduce__lower_bound,
        'min_comm_time': binomial_tree__reduce__min_comm_time,
        'required_bandwidth': binomial_tree__reduce__required_bandwidth,
        'max_gradient_bytes': binomial_tree__reduce__max_gradient_bytes,
        'max_latency': binomial_tree__reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'double-binary-tree/all-reduce': {
        'time': double_binary_tree__all_reduce__time,
        'bytes_sent_per_worker': double_binary_tree__all_reduce__bytes_sent_per_worker,
        'total_bytes': double_binary_tree__all_reduce__total_bytes,
        'latency_steps': double_binary_tree__all_reduce__latency_steps,
        'busbw_factor': double_binary_tree__all_reduce__busbw_factor,
        'lower_bound': double_binary_tree__all_reduce__lower_bound,
        'min_comm_time': double_binary_tree__all_reduce__min_comm_time,
        'required_bandwidth': double_binary_tree__all_reduce__required_bandwidth,
        'max_gradient_bytes': double_binary_tree__all_reduce__max_gradient_bytes,
        'max_latency': double_binary_tree__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'recursive-doubling/all-reduce': {
        'time': recursive_doubling__all_reduce__time,
        'bytes_sent_per_worker': recursive_doubling__all_reduce__bytes_sent_per_worker,
        'total_bytes': recursive_doubling__all_reduce__total_bytes,
        'latency_steps': recursive_doubling__all_reduce__latency_steps,
        'busbw_factor': recursive_doubling__all_reduce__busbw_factor,
        'lower_bound': recursive_doubling__all_reduce__lower_bound,
        'min_comm_time': recursive_doubling__all_reduce__min_comm_time,
        'required_bandwidth': recursive_doubling__all_reduce__required_bandwidth,
        'max_gradient_bytes': recursive_doubling__all_reduce__max_gradient_bytes,
        'max_latency': recursive_doubling__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'rabenseifner/all-reduce': {
        'time': rabenseifner__all_reduce__time,
        'bytes_sent_per_worker': rabenseifner__all_reduce__bytes_sent_per_worker,
        'total_bytes': rabenseifner__all_reduce__total_bytes,
        'latency_steps': rabenseifner__all_reduce__latency_steps,
        'busbw_factor': rabenseifner__all_reduce__busbw_factor,
        'lower_bound': rabenseifner__all_reduce__lower_bound,
        'min_comm_time': rabenseifner__all_reduce__min_comm_time,
        'required_bandwidth': rabenseifner__all_reduce__required_bandwidth,
        'max_gradient_bytes': rabenseifner__all_reduce__max_gradient_bytes,
        'max_latency': rabenseifner__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'recursive-halving/reduce-scatter': {
        'time': recursive_halving__reduce_scatter__time,
        'bytes_sent_per_worker': recursive_halving__reduce_scatter__bytes_sent_per_worker,
        'total_bytes': recursive_halving__reduce_scatter__total_bytes,
        'latency_steps': recursive_halving__reduce_scatter__latency_steps,
        'busbw_factor': recursive_halving__reduce_scatter__busbw_factor,
        'lower_bound': recursive_halving__reduce_scatter__lower_bound,
        'min_comm_time': recursive_halving__reduce_scatter__min_comm_time,
        'required_bandwidth': recursive_halving__reduce_scatter__required_bandwidth,
        'max_gradient_bytes': recursive_halving__reduce_scatter__max_gradient_bytes,
        'max_latency': recursive_halving__reduce_scatter__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'recursive-doubling/all-gather': {
        'time': recursive_doubling__all_gather__time,
        'bytes_sent_per_worker': recursive_doubling__all_gather__bytes_sent_per_worker,
        'total_bytes': recursive_doubling__all_gather__total_bytes,
        'latency_steps': recursive_doubling__all_gather__latency_steps,
        'busbw_factor': recursive_doubling__all_gather__busbw_factor,
        'lower_bound': recursive_doubling__all_gather__lower_bound,
        'min_comm_time': recursive_doubling__all_gather__min_comm_time,
        'required_bandwidth': recursive_doubling__all_gather__required_bandwidth,
        'max_gradient_bytes': recursive_doubling__all_gather__max_gradient_bytes,
        'max_latency': recursive_doubling__all_gather__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'bruck/all-to-all': {
        'time': bruck__all_to_all__time,
        'bytes_sent_per_worker': bruck__all_to_all__bytes_sent_per_worker,
        'total_bytes': bruck__all_to_all__total_bytes,
        'latency_steps': bruck__all_to_all__latency_steps,
        'busbw_factor': bruck__all_to_all__busbw_factor,
        'lower_bound': bruck__all_to_all__lower_bound,
        'min_comm_time': bruck__all_to_all__min_comm_time,
        'required_bandwidth': bruck__all_to_all__required_bandwidth,
        'max_gradient_bytes': bruck__all_to_all__max_gradient_bytes,
        'max_latency': bruck__all_to_all__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'hierarchical-ring/all-reduce': {
        'time': hierarchical_ring__all_reduce__time,
        'bytes_sent_per_worker': hierarchical_ring__all_reduce__bytes_sent_per_worker,
        'total_bytes': hierarchical_ring__all_reduce__total_bytes,
        'latency_steps': hierarchical_ring__all_reduce__latency_steps,
        'busbw_factor': hierarchical_ring__all_reduce__busbw_factor,
        'lower_bound': hierarchical_ring__all_reduce__lower_bound,
        'min_comm_time': hierarchical_ring__all_reduce__min_comm_time,
        'required_bandwidth': hierarchical_ring__all_reduce__required_bandwidth,
        'max_gradient_bytes': hierarchical_ring__all_reduce__max_gradient_bytes,
        'max_latency': hierarchical_ring__all_reduce__max_latency,
        'max_workers': hierarchical_ring__all_reduce__max_workers,
        'max_workers_no_latency': hierarchical_ring__all_reduce__max_workers_no_latency,
        'workers_limit': hierarchical_ring__all_reduce__workers_limit,
    },
    'flat-ring/all-reduce': {
        'time': flat_ring__all_reduce__time,
        'bytes_sent_per_worker': flat_ring__all_reduce__bytes_sent_per_worker,
        'total_bytes': flat_ring__all_reduce__total_bytes,
        'latency_steps': flat_ring__all_reduce__latency_steps,
        'busbw_factor': flat_ring__all_reduce__busbw_factor,
        'lower_bound': flat_ring__all_reduce__lower_bound,
        'min_comm_time': flat_ring__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': None,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
}

BUDGET_SYMBOL = 'budget'


# ---- training-step model (ringcalc.symbolic.training): overlap, buckets, compression, scaling

def train_exposed_comm_time(*, F_ov, T_last, T_s, T_t, **_):
    """exposed communication max(T_l, Tt - F*Ts), s."""
    try:
        return max_(T_last, -F_ov*T_s + T_t)
    except RAISED:
        return retry(train_exposed_comm_time, {'F_ov': F_ov, 'T_last': T_last, 'T_s': T_s, 'T_t': T_t})


def train_sync_time(*, N, T_over, sigma_j, **_):
    """synchronisation: straggler wait sigma*sqrt(2 ln N) + framework overhead (N > 1), s."""
    try:
        return T_over*min_(1, N - 1) + sqrt_(2)*sigma_j*sqrt_(log_(N))
    except RAISED:
        return retry(train_sync_time, {'N': N, 'T_over': T_over, 'sigma_j': sigma_j})


def train_exposed_budget(*, P, T_s, T_sync, **_):
    """exposed communication allowed by a target P: Ts(1-P)/P - T_sync, s."""
    try:
        return -T_s - T_sync + T_s/P
    except RAISED:
        return retry(train_exposed_budget, {'P': P, 'T_s': T_s, 'T_sync': T_sync})


def train_iteration_time(*, T_exposed, T_s, T_sync, **_):
    """Tp = Ts + T_sync + exposed communication, s."""
    try:
        return T_exposed + T_s + T_sync
    except RAISED:
        return retry(train_iteration_time, {'T_exposed': T_exposed, 'T_s': T_s, 'T_sync': T_sync})


def train_efficiency(*, T_exposed, T_s, T_sync, **_):
    """P = Ts/(Ts + T_sync + exposed), 1."""
    try:
        return T_s/(T_exposed + T_s + T_sync)
    except RAISED:
        return retry(train_efficiency, {'T_exposed': T_exposed, 'T_s': T_s, 'T_sync': T_sync})


def train_speedup(*, N, T_exposed, T_s, T_sync, **_):
    """throughput speedup N*P."""
    try:
        return N*T_s/(T_exposed + T_s + T_sync)
    except RAISED:
        return retry(train_speedup, {'N': N, 'T_exposed': T_exposed, 'T_s': T_s, 'T_sync': T_sync})


def train_strong_step_time(*, N, T_s, **_):
    """per-worker compute under strong scaling, s."""
    try:
        return T_s/N
    except RAISED:
        return retry(train_strong_step_time, {'N': N, 'T_s': T_s})


def train_samples_per_s_weak(*, N, T_exposed, T_s, T_sync, batch, **_):
    """samples/s, weak scaling."""
    try:
        return N*batch/(T_exposed + T_s + T_sync)
    except RAISED:
        return retry(train_samples_per_s_weak, {'N': N, 'T_exposed': T_exposed, 'T_s': T_s, 'T_sync': T_sync, 'batch': batch})


def train_samples_per_s_strong(*, T_exposed, T_s, T_sync, batch, **_):
    """samples/s, strong scaling."""
    try:
        return batch/(T_exposed + T_s + T_sync)
    except RAISED:
        return retry(train_samples_per_s_strong, {'T_exposed': T_exposed, 'T_s': T_s, 'T_sync': T_sync, 'batch': batch})


def train_bucket_count(*, K, b_bkt, **_):
    """number of buckets."""
    try:
        return ceil_(K/b_bkt)
    except RAISED:
        return retry(train_bucket_count, {'K': K, 'b_bkt': b_bkt})


def train_last_bucket_bytes(*, K, M_bkt, b_bkt, **_):
    """bytes of the last bucket."""
    try:
        return K - b_bkt*(M_bkt - 1)
    except RAISED:
        return retry(train_last_bucket_bytes, {'K': K, 'M_bkt': M_bkt, 'b_bkt': b_bkt})


def train__ring__all_reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """ring/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(2*N - 2) + (M_bkt - 1)*(alpha*(2*N - 2) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(2*N - 2)/(B*N*R_cmp)) + K_last*(2*N - 2)/(B*N*R_cmp)
    except RAISED:
        return retry(train__ring__all_reduce__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__all_reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """ring/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(2*N - 2) + K_last*(2*N - 2)/(B*N*R_cmp)
    except RAISED:
        return retry(train__ring__all_reduce__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__all_reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """ring/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + 2*M_bkt*N*alpha - 2*M_bkt*alpha + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(N*R_cmp) - b_bkt*eps_enc - b_bkt*gamma/R_cmp + b_bkt*gamma/(N*R_cmp)
    except RAISED:
        return retry(train__ring__all_reduce__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__all_reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """ring/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + 2*N*alpha - 2*alpha
    except RAISED:
        return retry(train__ring__all_reduce__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__all_reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """ring/all-reduce B with Tt = budget + F*Ts, bytes/s."""
    try:
        return 2*(N - 1)*(K_last + M_bkt*b_bkt - b_bkt)/(F_ov*N*R_cmp*T_s - K_last*N*R_cmp*eps_enc - K_last*N*gamma + K_last*gamma - 2*M_bkt*(N*N)*R_cmp*alpha + 2*M_bkt*N*R_cmp*alpha - M_bkt*N*R_cmp*b_bkt*eps_enc - M_bkt*N*b_bkt*gamma + M_bkt*b_bkt*gamma + N*R_cmp*b_bkt*eps_enc + N*R_cmp*budget + N*b_bkt*gamma - b_bkt*gamma)
    except RAISED:
        return retry(train__ring__all_reduce__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__all_reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """ring/all-reduce B with T_last = budget, bytes/s."""
    try:
        return 2*K_last*(1 - N)/(K_last*N*R_cmp*eps_enc + K_last*N*gamma - K_last*gamma + 2*(N*N)*R_cmp*alpha - 2*N*R_cmp*alpha - N*R_cmp*budget)
    except RAISED:
        return retry(train__ring__all_reduce__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce_scatter__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """ring/reduce-scatter Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(N - 1)/(B*N*R_cmp)) + K_last*(N - 1)/(B*N*R_cmp)
    except RAISED:
        return retry(train__ring__reduce_scatter__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce_scatter__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """ring/reduce-scatter time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(N - 1) + K_last*(N - 1)/(B*N*R_cmp)
    except RAISED:
        return retry(train__ring__reduce_scatter__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce_scatter__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """ring/reduce-scatter Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + M_bkt*N*alpha - M_bkt*alpha + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(N*R_cmp) - b_bkt*eps_enc - b_bkt*gamma/R_cmp + b_bkt*gamma/(N*R_cmp)
    except RAISED:
        return retry(train__ring__reduce_scatter__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce_scatter__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """ring/reduce-scatter last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + N*alpha - alpha
    except RAISED:
        return retry(train__ring__reduce_scatter__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce_scatter__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """ring/reduce-scatter B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (N - 1)*(K_last + M_bkt*b_bkt - b_bkt)/(F_ov*N*R_cmp*T_s - K_last*N*R_cmp*eps_enc - K_last*N*gamma + K_last*gamma - M_bkt*(N*N)*R_cmp*alpha + M_bkt*N*R_cmp*alpha - M_bkt*N*R_cmp*b_bkt*eps_enc - M_bkt*N*b_bkt*gamma + M_bkt*b_bkt*gamma + N*R_cmp*b_bkt*eps_enc + N*R_cmp*budget + N*b_bkt*gamma - b_bkt*gamma)
    except RAISED:
        return retry(train__ring__reduce_scatter__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce_scatter__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """ring/reduce-scatter B with T_last = budget, bytes/s."""
    try:
        return K_last*(1 - N)/(K_last*N*R_cmp*eps_enc + K_last*N*gamma - K_last*gamma + (N*N)*R_cmp*alpha - N*R_cmp*alpha - N*R_cmp*budget)
    except RAISED:
        return retry(train__ring__reduce_scatter__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__all_gather__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, **_):
    """ring/all-gather Tt of all buckets, s."""
    try:
        return K_last*eps_enc + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*(N - 1)/(B*N*R_cmp)) + K_last*(N - 1)/(B*N*R_cmp)
    except RAISED:
        return retry(train__ring__all_gather__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__ring__all_gather__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, **_):
    """ring/all-gather time of the last bucket, s."""
    try:
        return K_last*eps_enc + alpha*(N - 1) + K_last*(N - 1)/(B*N*R_cmp)
    except RAISED:
        return retry(train__ring__all_gather__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc})


def train__ring__all_gather__comm_time_floor(*, K_last, M_bkt, N, alpha, b_bkt, eps_enc, **_):
    """ring/all-gather Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + M_bkt*N*alpha - M_bkt*alpha + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc
    except RAISED:
        return retry(train__ring__all_gather__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__ring__all_gather__last_bucket_floor(*, K_last, N, alpha, eps_enc, **_):
    """ring/all-gather last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + N*alpha - alpha
    except RAISED:
        return retry(train__ring__all_gather__last_bucket_floor, {'K_last': K_last, 'N': N, 'alpha': alpha, 'eps_enc': eps_enc})


def train__ring__all_gather__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, **_):
    """ring/all-gather B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (K_last*N - K_last + M_bkt*N*b_bkt - M_bkt*b_bkt - N*b_bkt + b_bkt)/(N*R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*N*alpha + M_bkt*alpha - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))
    except RAISED:
        return retry(train__ring__all_gather__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc})


def train__ring__all_gather__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, **_):
    """ring/all-gather B with T_last = budget, bytes/s."""
    try:
        return K_last*(1 - N)/(N*R_cmp*(K_last*eps_enc + N*alpha - alpha - budget))
    except RAISED:
        return retry(train__ring__all_gather__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc})


def train__ring__broadcast__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, **_):
    """ring/broadcast Tt of all buckets, s."""
    try:
        return K_last*eps_enc + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*min_(float(frexp_exponent(N - 1)), 1.0)/(B*R_cmp)) + K_last*min_(float(frexp_exponent(N - 1)), 1.0)/(B*R_cmp)
    except RAISED:
        return retry(train__ring__broadcast__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__ring__broadcast__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, **_):
    """ring/broadcast time of the last bucket, s."""
    try:
        return K_last*eps_enc + alpha*(N - 1) + K_last*min_(float(frexp_exponent(N - 1)), 1.0)/(B*R_cmp)
    except RAISED:
        return retry(train__ring__broadcast__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc})


def train__ring__broadcast__comm_time_floor(*, K_last, M_bkt, N, alpha, b_bkt, eps_enc, **_):
    """ring/broadcast Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + M_bkt*N*alpha - M_bkt*alpha + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc
    except RAISED:
        return retry(train__ring__broadcast__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__ring__broadcast__last_bucket_floor(*, K_last, N, alpha, eps_enc, **_):
    """ring/broadcast last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + N*alpha - alpha
    except RAISED:
        return retry(train__ring__broadcast__last_bucket_floor, {'K_last': K_last, 'N': N, 'alpha': alpha, 'eps_enc': eps_enc})


def train__ring__broadcast__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, **_):
    """ring/broadcast B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (K_last + M_bkt*b_bkt - b_bkt)*min_(float(frexp_exponent(N - 1)), 1.0)/(R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*N*alpha + M_bkt*alpha - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))
    except RAISED:
        return retry(train__ring__broadcast__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc})


def train__ring__broadcast__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, **_):
    """ring/broadcast B with T_last = budget, bytes/s."""
    try:
        return -K_last*min_(float(frexp_exponent(N - 1)), 1.0)/(R_cmp*(K_last*eps_enc + N*alpha - alpha - budget))
    except RAISED:
        return retry(train__ring__broadcast__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc})


def train__ring__reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """ring/reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + b_bkt*min_(float(frexp_exponent(N - 1)), 1.0)/(B*R_cmp)) + K_last*min_(float(frexp_exponent(N - 1)), 1.0)/(B*R_cmp)
    except RAISED:
        return retry(train__ring__reduce__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """ring/reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + alpha*(N - 1) + K_last*min_(float(frexp_exponent(N - 1)), 1.0)/(B*R_cmp)
    except RAISED:
        return retry(train__ring__reduce__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """ring/reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + M_bkt*N*alpha - M_bkt*alpha + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp
    except RAISED:
        return retry(train__ring__reduce__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """ring/reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0)/R_cmp + N*alpha - alpha
    except RAISED:
        return retry(train__ring__reduce__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """ring/reduce B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (K_last + M_bkt*b_bkt - b_bkt)*min_(float(frexp_exponent(N - 1)), 1.0)/(F_ov*R_cmp*T_s - K_last*R_cmp*eps_enc - K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0) - M_bkt*N*R_cmp*alpha + M_bkt*R_cmp*alpha - M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + R_cmp*b_bkt*eps_enc + R_cmp*budget + b_bkt*gamma*min_(float(frexp_exponent(N - 1)), 1.0))
    except RAISED:
        return retry(train__ring__reduce__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """ring/reduce B with T_last = budget, bytes/s."""
    try:
        return -K_last*min_(float(frexp_exponent(N - 1)), 1.0)/(K_last*R_cmp*eps_enc + K_last*gamma*min_(float(frexp_exponent(N - 1)), 1.0) + N*R_cmp*alpha - R_cmp*alpha - R_cmp*budget)
    except RAISED:
        return retry(train__ring__reduce__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__ring__all_to_all__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, **_):
    """ring/all-to-all Tt of all buckets, s."""
    try:
        return K_last*eps_enc + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*(N - 1)/(B*N*R_cmp)) + K_last*(N - 1)/(B*N*R_cmp)
    except RAISED:
        return retry(train__ring__all_to_all__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__ring__all_to_all__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, **_):
    """ring/all-to-all time of the last bucket, s."""
    try:
        return K_last*eps_enc + alpha*(N - 1) + K_last*(N - 1)/(B*N*R_cmp)
    except RAISED:
        return retry(train__ring__all_to_all__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc})


def train__ring__all_to_all__comm_time_floor(*, K_last, M_bkt, N, alpha, b_bkt, eps_enc, **_):
    """ring/all-to-all Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + M_bkt*N*alpha - M_bkt*alpha + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc
    except RAISED:
        return retry(train__ring__all_to_all__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__ring__all_to_all__last_bucket_floor(*, K_last, N, alpha, eps_enc, **_):
    """ring/all-to-all last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + N*alpha - alpha
    except RAISED:
        return retry(train__ring__all_to_all__last_bucket_floor, {'K_last': K_last, 'N': N, 'alpha': alpha, 'eps_enc': eps_enc})


def train__ring__all_to_all__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, **_):
    """ring/all-to-all B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (K_last*N - K_last + M_bkt*N*b_bkt - M_bkt*b_bkt - N*b_bkt + b_bkt)/(N*R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*N*alpha + M_bkt*alpha - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))
    except RAISED:
        return retry(train__ring__all_to_all__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc})


def train__ring__all_to_all__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, **_):
    """ring/all-to-all B with T_last = budget, bytes/s."""
    try:
        return K_last*(1 - N)/(N*R_cmp*(K_last*eps_enc + N*alpha - alpha - budget))
    except RAISED:
        return retry(train__ring__all_to_all__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc})


def train__parameter_server__all_reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """parameter-server/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + alpha*(2*N - 2) + (M_bkt - 1)*(alpha*(2*N - 2) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/R_cmp + b_bkt*(2*N - 2)/(B*R_cmp)) + K_last*(2*N - 2)/(B*R_cmp)
    except RAISED:
        return retry(train__parameter_server__all_reduce__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__parameter_server__all_reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """parameter-server/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + alpha*(2*N - 2) + K_last*(2*N - 2)/(B*R_cmp)
    except RAISED:
        return retry(train__parameter_server__all_reduce__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__parameter_server__all_reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """parameter-server/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return (K_last*N*gamma + K_last*R_cmp*eps_enc - K_last*gamma + 2*M_bkt*N*R_cmp*alpha + M_bkt*N*b_bkt*gamma - 2*M_bkt*R_cmp*alpha + M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma - N*b_bkt*gamma - R_cmp*b_bkt*eps_enc + b_bkt*gamma)/R_cmp
    except RAISED:
        return retry(train__parameter_server__all_reduce__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__parameter_server__all_reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """parameter-server/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*N*gamma/R_cmp + K_last*eps_enc - K_last*gamma/R_cmp + 2*N*alpha - 2*alpha
    except RAISED:
        return retry(train__parameter_server__all_reduce__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__parameter_server__all_reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """parameter-server/all-reduce B with Tt = budget + F*Ts, bytes/s."""
    try:
        return 2*(N - 1)*(K_last + M_bkt*b_bkt - b_bkt)/(F_ov*R_cmp*T_s - K_last*N*gamma - K_last*R_cmp*eps_enc + K_last*gamma - 2*M_bkt*N*R_cmp*alpha - M_bkt*N*b_bkt*gamma + 2*M_bkt*R_cmp*alpha - M_bkt*R_cmp*b_bkt*eps_enc + M_bkt*b_bkt*gamma + N*b_bkt*gamma + R_cmp*b_bkt*eps_enc + R_cmp*budget - b_bkt*gamma)
    except RAISED:
        return retry(train__parameter_server__all_reduce__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__parameter_server__all_reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """parameter-server/all-reduce B with T_last = budget, bytes/s."""
    try:
        return 2*K_last*(1 - N)/(K_last*N*gamma + K_last*R_cmp*eps_enc - K_last*gamma + 2*N*R_cmp*alpha - 2*R_cmp*alpha - R_cmp*budget)
    except RAISED:
        return retry(train__parameter_server__all_reduce__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__naive__all_reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """naive/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/R_cmp + b_bkt*(N - 1)/(B*R_cmp)) + K_last*(N - 1)/(B*R_cmp)
    except RAISED:
        return retry(train__naive__all_reduce__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__naive__all_reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """naive/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + alpha*(N - 1) + K_last*(N - 1)/(B*R_cmp)
    except RAISED:
        return retry(train__naive__all_reduce__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__naive__all_reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """naive/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return (K_last*N*gamma + K_last*R_cmp*eps_enc - K_last*gamma + M_bkt*N*R_cmp*alpha + M_bkt*N*b_bkt*gamma - M_bkt*R_cmp*alpha + M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma - N*b_bkt*gamma - R_cmp*b_bkt*eps_enc + b_bkt*gamma)/R_cmp
    except RAISED:
        return retry(train__naive__all_reduce__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__naive__all_reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """naive/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*N*gamma/R_cmp + K_last*eps_enc - K_last*gamma/R_cmp + N*alpha - alpha
    except RAISED:
        return retry(train__naive__all_reduce__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__naive__all_reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """naive/all-reduce B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (N - 1)*(K_last + M_bkt*b_bkt - b_bkt)/(F_ov*R_cmp*T_s - K_last*N*gamma - K_last*R_cmp*eps_enc + K_last*gamma - M_bkt*N*R_cmp*alpha - M_bkt*N*b_bkt*gamma + M_bkt*R_cmp*alpha - M_bkt*R_cmp*b_bkt*eps_enc + M_bkt*b_bkt*gamma + N*b_bkt*gamma + R_cmp*b_bkt*eps_enc + R_cmp*budget - b_bkt*gamma)
    except RAISED:
        return retry(train__naive__all_reduce__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__naive__all_reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """naive/all-reduce B with T_last = budget, bytes/s."""
    try:
        return K_last*(1 - N)/(K_last*N*gamma + K_last*R_cmp*eps_enc - K_last*gamma + N*R_cmp*alpha - R_cmp*alpha - R_cmp*budget)
    except RAISED:
        return retry(train__naive__all_reduce__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__all_reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """binomial-tree/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + 2*(alpha + b_bkt/(B*R_cmp))*(frexp_exponent(N - 1) + 0.0) + b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp) + 2*(alpha + K_last/(B*R_cmp))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__binomial_tree__all_reduce__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__all_reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """binomial-tree/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + 2*(alpha + K_last/(B*R_cmp))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__binomial_tree__all_reduce__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__all_reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """binomial-tree/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + 2*M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp
    except RAISED:
        return retry(train__binomial_tree__all_reduce__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__all_reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """binomial-tree/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + 2*alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__binomial_tree__all_reduce__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__all_reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """binomial-tree/all-reduce B with Tt = budget + F*Ts, bytes/s."""
    try:
        return 2*(K_last + M_bkt*b_bkt - b_bkt)*(frexp_exponent(N - 1) + 0.0)/(F_ov*R_cmp*T_s - K_last*R_cmp*eps_enc - K_last*gamma*(frexp_exponent(N - 1) + 0.0) - 2*M_bkt*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0) - M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0) + R_cmp*b_bkt*eps_enc + R_cmp*budget + b_bkt*gamma*(frexp_exponent(N - 1) + 0.0))
    except RAISED:
        return retry(train__binomial_tree__all_reduce__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__all_reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """binomial-tree/all-reduce B with T_last = budget, bytes/s."""
    try:
        return -2*K_last*(frexp_exponent(N - 1) + 0.0)/(K_last*R_cmp*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0) + 2*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0) - R_cmp*budget)
    except RAISED:
        return retry(train__binomial_tree__all_reduce__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__broadcast__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, **_):
    """binomial-tree/broadcast Tt of all buckets, s."""
    try:
        return K_last*eps_enc + (M_bkt - 1)*(b_bkt*eps_enc + (alpha + b_bkt/(B*R_cmp))*(frexp_exponent(N - 1) + 0.0)) + (alpha + K_last/(B*R_cmp))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__binomial_tree__broadcast__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__binomial_tree__broadcast__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, **_):
    """binomial-tree/broadcast time of the last bucket, s."""
    try:
        return K_last*eps_enc + (alpha + K_last/(B*R_cmp))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__binomial_tree__broadcast__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc})


def train__binomial_tree__broadcast__comm_time_floor(*, K_last, M_bkt, N, alpha, b_bkt, eps_enc, **_):
    """binomial-tree/broadcast Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc
    except RAISED:
        return retry(train__binomial_tree__broadcast__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__binomial_tree__broadcast__last_bucket_floor(*, K_last, N, alpha, eps_enc, **_):
    """binomial-tree/broadcast last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__binomial_tree__broadcast__last_bucket_floor, {'K_last': K_last, 'N': N, 'alpha': alpha, 'eps_enc': eps_enc})


def train__binomial_tree__broadcast__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, **_):
    """binomial-tree/broadcast B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (K_last + M_bkt*b_bkt - b_bkt)*(frexp_exponent(N - 1) + 0.0)/(R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))
    except RAISED:
        return retry(train__binomial_tree__broadcast__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc})


def train__binomial_tree__broadcast__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, **_):
    """binomial-tree/broadcast B with T_last = budget, bytes/s."""
    try:
        return -K_last*(frexp_exponent(N - 1) + 0.0)/(R_cmp*(K_last*eps_enc + alpha*(frexp_exponent(N - 1) + 0.0) - budget))
    except RAISED:
        return retry(train__binomial_tree__broadcast__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc})


def train__binomial_tree__reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """binomial-tree/reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + (M_bkt - 1)*(b_bkt*eps_enc + (alpha + b_bkt*gamma/R_cmp + b_bkt/(B*R_cmp))*(frexp_exponent(N - 1) + 0.0)) + (K_last*gamma/R_cmp + alpha + K_last/(B*R_cmp))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__binomial_tree__reduce__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """binomial-tree/reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + (K_last*gamma/R_cmp + alpha + K_last/(B*R_cmp))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__binomial_tree__reduce__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """binomial-tree/reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp
    except RAISED:
        return retry(train__binomial_tree__reduce__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """binomial-tree/reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__binomial_tree__reduce__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """binomial-tree/reduce B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (K_last + M_bkt*b_bkt - b_bkt)*(frexp_exponent(N - 1) + 0.0)/(F_ov*R_cmp*T_s - K_last*R_cmp*eps_enc - K_last*gamma*(frexp_exponent(N - 1) + 0.0) - M_bkt*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0) - M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0) + R_cmp*b_bkt*eps_enc + R_cmp*budget + b_bkt*gamma*(frexp_exponent(N - 1) + 0.0))
    except RAISED:
        return retry(train__binomial_tree__reduce__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__binomial_tree__reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """binomial-tree/reduce B with T_last = budget, bytes/s."""
    try:
        return -K_last*(frexp_exponent(N - 1) + 0.0)/(K_last*R_cmp*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0) + R_cmp*alpha*(frexp_exponent(N - 1) + 0.0) - R_cmp*budget)
    except RAISED:
        return retry(train__binomial_tree__reduce__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__double_binary_tree__all_reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """double-binary-tree/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + 2*alpha*(frexp_exponent(N - 1) + 0.0) + (M_bkt - 1)*(2*alpha*(frexp_exponent(N - 1) + 0.0) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(min_(float(frexp_exponent(N - 2)), 1.0) + 1)*min_(float(frexp_exponent(N - 1)), 1.0)/(B*R_cmp)) + K_last*(min_(float(frexp_exponent(N - 2)), 1.0) + 1)*min_(float(frexp_exponent(N - 1)), 1.0)/(B*R_cmp)
    except RAISED:
        return retry(train__double_binary_tree__all_reduce__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__double_binary_tree__all_reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """double-binary-tree/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + 2*alpha*(frexp_exponent(N - 1) + 0.0) + K_last*(min_(float(frexp_exponent(N - 2)), 1.0) + 1)*min_(float(frexp_exponent(N - 1)), 1.0)/(B*R_cmp)
    except RAISED:
        return retry(train__double_binary_tree__all_reduce__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__double_binary_tree__all_reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """double-binary-tree/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + 2*M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(N*R_cmp) - b_bkt*eps_enc - b_bkt*gamma/R_cmp + b_bkt*gamma/(N*R_cmp)
    except RAISED:
        return retry(train__double_binary_tree__all_reduce__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__double_binary_tree__all_reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """double-binary-tree/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + 2*alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__double_binary_tree__all_reduce__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__double_binary_tree__all_reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """double-binary-tree/all-reduce B with Tt = budget + F*Ts, bytes/s."""
    try:
        return N*(min_(float(frexp_exponent(N - 2)), 1.0) + 1)*(K_last + M_bkt*b_bkt - b_bkt)*min_(float(frexp_exponent(N - 1)), 1.0)/(F_ov*N*R_cmp*T_s - K_last*N*R_cmp*eps_enc - K_last*N*gamma + K_last*gamma - 2*M_bkt*N*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0) - M_bkt*N*R_cmp*b_bkt*eps_enc - M_bkt*N*b_bkt*gamma + M_bkt*b_bkt*gamma + N*R_cmp*b_bkt*eps_enc + N*R_cmp*budget + N*b_bkt*gamma - b_bkt*gamma)
    except RAISED:
        return retry(train__double_binary_tree__all_reduce__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__double_binary_tree__all_reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """double-binary-tree/all-reduce B with T_last = budget, bytes/s."""
    try:
        return -K_last*N*(min_(float(frexp_exponent(N - 2)), 1.0) + 1)*min_(float(frexp_exponent(N - 1)), 1.0)/(K_last*N*R_cmp*eps_enc + K_last*N*gamma - K_last*gamma + 2*N*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0) - N*R_cmp*budget)
    except RAISED:
        return retry(train__double_binary_tree__all_reduce__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_doubling__all_reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """recursive-doubling/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + (alpha + b_bkt/(B*R_cmp))*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) + b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp) + (alpha + K_last/(B*R_cmp))*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))
    except RAISED:
        return retry(train__recursive_doubling__all_reduce__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_doubling__all_reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """recursive-doubling/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + (alpha + K_last/(B*R_cmp))*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))
    except RAISED:
        return retry(train__recursive_doubling__all_reduce__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_doubling__all_reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """recursive-doubling/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + 2*M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) - M_bkt*alpha*(frexp_exponent(N) - 1.0) + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp
    except RAISED:
        return retry(train__recursive_doubling__all_reduce__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_doubling__all_reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """recursive-doubling/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + 2*alpha*(frexp_exponent(N - 1) + 0.0) - alpha*(frexp_exponent(N) - 1.0)
    except RAISED:
        return retry(train__recursive_doubling__all_reduce__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_doubling__all_reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """recursive-doubling/all-reduce B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))*(K_last + M_bkt*b_bkt - b_bkt)/(F_ov*R_cmp*T_s - K_last*R_cmp*eps_enc - K_last*gamma*(frexp_exponent(N - 1) + 0.0) - 2*M_bkt*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0) + M_bkt*R_cmp*alpha*(frexp_exponent(N) - 1.0) - M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0) + R_cmp*b_bkt*eps_enc + R_cmp*budget + b_bkt*gamma*(frexp_exponent(N - 1) + 0.0))
    except RAISED:
        return retry(train__recursive_doubling__all_reduce__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_doubling__all_reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """recursive-doubling/all-reduce B with T_last = budget, bytes/s."""
    try:
        return K_last*(-2*(frexp_exponent(N - 1) + 0.0) + (frexp_exponent(N) - 1.0))/(K_last*R_cmp*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0) + 2*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0) - R_cmp*alpha*(frexp_exponent(N) - 1.0) - R_cmp*budget)
    except RAISED:
        return retry(train__recursive_doubling__all_reduce__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__rabenseifner__all_reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """rabenseifner/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*((ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + 2*alpha*(frexp_exponent(N - 1) + 0.0) + (M_bkt - 1)*(2*alpha*(frexp_exponent(N - 1) + 0.0) + b_bkt*eps_enc + b_bkt*gamma*((ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + b_bkt*((2*ldexp_(1.0, frexp_exponent(N) - 1) - 2)/ldexp_(1.0, frexp_exponent(N) - 1) + 2*(frexp_exponent(N - 1) + 0.0) - 2*(frexp_exponent(N) - 1.0))/(B*R_cmp)) + K_last*((2*ldexp_(1.0, frexp_exponent(N) - 1) - 2)/ldexp_(1.0, frexp_exponent(N) - 1) + 2*(frexp_exponent(N - 1) + 0.0) - 2*(frexp_exponent(N) - 1.0))/(B*R_cmp)
    except RAISED:
        return retry(train__rabenseifner__all_reduce__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__rabenseifner__all_reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """rabenseifner/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*((ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + 2*alpha*(frexp_exponent(N - 1) + 0.0) + K_last*((2*ldexp_(1.0, frexp_exponent(N) - 1) - 2)/ldexp_(1.0, frexp_exponent(N) - 1) + 2*(frexp_exponent(N - 1) + 0.0) - 2*(frexp_exponent(N) - 1.0))/(B*R_cmp)
    except RAISED:
        return retry(train__rabenseifner__all_reduce__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__rabenseifner__all_reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """rabenseifner/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp - K_last*gamma*(frexp_exponent(N) - 1.0)/R_cmp + K_last*gamma/R_cmp - K_last*gamma/(R_cmp*ldexp_(1.0, frexp_exponent(N) - 1)) + 2*M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp - M_bkt*b_bkt*gamma*(frexp_exponent(N) - 1.0)/R_cmp + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(R_cmp*ldexp_(1.0, frexp_exponent(N) - 1)) - b_bkt*eps_enc - b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + b_bkt*gamma*(frexp_exponent(N) - 1.0)/R_cmp - b_bkt*gamma/R_cmp + b_bkt*gamma/(R_cmp*ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(train__rabenseifner__all_reduce__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__rabenseifner__all_reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """rabenseifner/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp - K_last*gamma*(frexp_exponent(N) - 1.0)/R_cmp + K_last*gamma/R_cmp - K_last*gamma/(R_cmp*ldexp_(1.0, frexp_exponent(N) - 1)) + 2*alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__rabenseifner__all_reduce__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__rabenseifner__all_reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """rabenseifner/all-reduce B with Tt = budget + F*Ts, bytes/s."""
    try:
        return 2*(K_last + M_bkt*b_bkt - b_bkt)*((frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - (frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + ldexp_(1.0, frexp_exponent(N) - 1) - 1)/(F_ov*R_cmp*T_s*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*R_cmp*eps_enc*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K_last*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma*ldexp_(1.0, frexp_exponent(N) - 1) + K_last*gamma - 2*M_bkt*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - M_bkt*R_cmp*b_bkt*eps_enc*ldexp_(1.0, frexp_exponent(N) - 1) - M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + M_bkt*b_bkt*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - M_bkt*b_bkt*gamma*ldexp_(1.0, frexp_exponent(N) - 1) + M_bkt*b_bkt*gamma + R_cmp*b_bkt*eps_enc*ldexp_(1.0, frexp_exponent(N) - 1) + R_cmp*budget*ldexp_(1.0, frexp_exponent(N) - 1) + b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - b_bkt*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + b_bkt*gamma*ldexp_(1.0, frexp_exponent(N) - 1) - b_bkt*gamma)
    except RAISED:
        return retry(train__rabenseifner__all_reduce__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__rabenseifner__all_reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """rabenseifner/all-reduce B with T_last = budget, bytes/s."""
    try:
        return 2*K_last*(-(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - ldexp_(1.0, frexp_exponent(N) - 1) + 1)/(K_last*R_cmp*eps_enc*ldexp_(1.0, frexp_exponent(N) - 1) + K_last*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K_last*gamma*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma + 2*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - R_cmp*budget*ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(train__rabenseifner__all_reduce__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_halving__reduce_scatter__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """recursive-halving/reduce-scatter Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*((ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + alpha*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) + (M_bkt - 1)*(alpha*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) + b_bkt*eps_enc + b_bkt*gamma*((ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + b_bkt*((ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0) + ((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/N)/(B*R_cmp)) + K_last*((ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0) + ((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/N)/(B*R_cmp)
    except RAISED:
        return retry(train__recursive_halving__reduce_scatter__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_halving__reduce_scatter__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """recursive-halving/reduce-scatter time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*((ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/R_cmp + alpha*(2*(frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0)) + K_last*((ldexp_(1.0, frexp_exponent(N) - 1) - 1)/ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0) + ((frexp_exponent(N - 1) + 0.0) - (frexp_exponent(N) - 1.0))/N)/(B*R_cmp)
    except RAISED:
        return retry(train__recursive_halving__reduce_scatter__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_halving__reduce_scatter__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """recursive-halving/reduce-scatter Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp - K_last*gamma*(frexp_exponent(N) - 1.0)/R_cmp + K_last*gamma/R_cmp - K_last*gamma/(R_cmp*ldexp_(1.0, frexp_exponent(N) - 1)) + 2*M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) - M_bkt*alpha*(frexp_exponent(N) - 1.0) + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp - M_bkt*b_bkt*gamma*(frexp_exponent(N) - 1.0)/R_cmp + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(R_cmp*ldexp_(1.0, frexp_exponent(N) - 1)) - b_bkt*eps_enc - b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp + b_bkt*gamma*(frexp_exponent(N) - 1.0)/R_cmp - b_bkt*gamma/R_cmp + b_bkt*gamma/(R_cmp*ldexp_(1.0, frexp_exponent(N) - 1))
    except RAISED:
        return retry(train__recursive_halving__reduce_scatter__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_halving__reduce_scatter__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """recursive-halving/reduce-scatter last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(frexp_exponent(N - 1) + 0.0)/R_cmp - K_last*gamma*(frexp_exponent(N) - 1.0)/R_cmp + K_last*gamma/R_cmp - K_last*gamma/(R_cmp*ldexp_(1.0, frexp_exponent(N) - 1)) + 2*alpha*(frexp_exponent(N - 1) + 0.0) - alpha*(frexp_exponent(N) - 1.0)
    except RAISED:
        return retry(train__recursive_halving__reduce_scatter__last_bucket_floor, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_halving__reduce_scatter__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """recursive-halving/reduce-scatter B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (K_last + M_bkt*b_bkt - b_bkt)*(N*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - N*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + N*ldexp_(1.0, frexp_exponent(N) - 1) - N + (frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - (frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1))/(N*(F_ov*R_cmp*T_s*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*R_cmp*eps_enc*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K_last*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma*ldexp_(1.0, frexp_exponent(N) - 1) + K_last*gamma - 2*M_bkt*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + M_bkt*R_cmp*alpha*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - M_bkt*R_cmp*b_bkt*eps_enc*ldexp_(1.0, frexp_exponent(N) - 1) - M_bkt*b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + M_bkt*b_bkt*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - M_bkt*b_bkt*gamma*ldexp_(1.0, frexp_exponent(N) - 1) + M_bkt*b_bkt*gamma + R_cmp*b_bkt*eps_enc*ldexp_(1.0, frexp_exponent(N) - 1) + R_cmp*budget*ldexp_(1.0, frexp_exponent(N) - 1) + b_bkt*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - b_bkt*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + b_bkt*gamma*ldexp_(1.0, frexp_exponent(N) - 1) - b_bkt*gamma))
    except RAISED:
        return retry(train__recursive_halving__reduce_scatter__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_halving__reduce_scatter__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """recursive-halving/reduce-scatter B with T_last = budget, bytes/s."""
    try:
        return K_last*(-N*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + N*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - N*ldexp_(1.0, frexp_exponent(N) - 1) + N - (frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) + (frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1))/(N*(K_last*R_cmp*eps_enc*ldexp_(1.0, frexp_exponent(N) - 1) + K_last*gamma*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) + K_last*gamma*ldexp_(1.0, frexp_exponent(N) - 1) - K_last*gamma + 2*R_cmp*alpha*(frexp_exponent(N - 1) + 0.0)*ldexp_(1.0, frexp_exponent(N) - 1) - R_cmp*alpha*(frexp_exponent(N) - 1.0)*ldexp_(1.0, frexp_exponent(N) - 1) - R_cmp*budget*ldexp_(1.0, frexp_exponent(N) - 1)))
    except RAISED:
        return retry(train__recursive_halving__reduce_scatter__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__recursive_doubling__all_gather__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, **_):
    """recursive-doubling/all-gather Tt of all buckets, s."""
    try:
        return K_last*eps_enc + alpha*(frexp_exponent(N - 1) + 0.0) + (M_bkt - 1)*(alpha*(frexp_exponent(N - 1) + 0.0) + b_bkt*eps_enc + b_bkt*(N - 1)/(B*N*R_cmp)) + K_last*(N - 1)/(B*N*R_cmp)
    except RAISED:
        return retry(train__recursive_doubling__all_gather__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__recursive_doubling__all_gather__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, **_):
    """recursive-doubling/all-gather time of the last bucket, s."""
    try:
        return K_last*eps_enc + alpha*(frexp_exponent(N - 1) + 0.0) + K_last*(N - 1)/(B*N*R_cmp)
    except RAISED:
        return retry(train__recursive_doubling__all_gather__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc})


def train__recursive_doubling__all_gather__comm_time_floor(*, K_last, M_bkt, N, alpha, b_bkt, eps_enc, **_):
    """recursive-doubling/all-gather Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc
    except RAISED:
        return retry(train__recursive_doubling__all_gather__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__recursive_doubling__all_gather__last_bucket_floor(*, K_last, N, alpha, eps_enc, **_):
    """recursive-doubling/all-gather last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__recursive_doubling__all_gather__last_bucket_floor, {'K_last': K_last, 'N': N, 'alpha': alpha, 'eps_enc': eps_enc})


def train__recursive_doubling__all_gather__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, **_):
    """recursive-doubling/all-gather B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (K_last*N - K_last + M_bkt*N*b_bkt - M_bkt*b_bkt - N*b_bkt + b_bkt)/(N*R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))
    except RAISED:
        return retry(train__recursive_doubling__all_gather__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc})


def train__recursive_doubling__all_gather__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, **_):
    """recursive-doubling/all-gather B with T_last = budget, bytes/s."""
    try:
        return K_last*(1 - N)/(N*R_cmp*(K_last*eps_enc + alpha*(frexp_exponent(N - 1) + 0.0) - budget))
    except RAISED:
        return retry(train__recursive_doubling__all_gather__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc})


def train__bruck__all_to_all__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, **_):
    """bruck/all-to-all Tt of all buckets, s."""
    try:
        return K_last*eps_enc + (M_bkt - 1)*(b_bkt*eps_enc + (alpha + (1/2)*b_bkt/(B*R_cmp))*(frexp_exponent(N - 1) + 0.0)) + (alpha + (1/2)*K_last/(B*R_cmp))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__bruck__all_to_all__comm_time, {'B': B, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__bruck__all_to_all__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, **_):
    """bruck/all-to-all time of the last bucket, s."""
    try:
        return K_last*eps_enc + (alpha + (1/2)*K_last/(B*R_cmp))*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__bruck__all_to_all__last_bucket_time, {'B': B, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'eps_enc': eps_enc})


def train__bruck__all_to_all__comm_time_floor(*, K_last, M_bkt, N, alpha, b_bkt, eps_enc, **_):
    """bruck/all-to-all Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc
    except RAISED:
        return retry(train__bruck__all_to_all__comm_time_floor, {'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'alpha': alpha, 'b_bkt': b_bkt, 'eps_enc': eps_enc})


def train__bruck__all_to_all__last_bucket_floor(*, K_last, N, alpha, eps_enc, **_):
    """bruck/all-to-all last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + alpha*(frexp_exponent(N - 1) + 0.0)
    except RAISED:
        return retry(train__bruck__all_to_all__last_bucket_floor, {'K_last': K_last, 'N': N, 'alpha': alpha, 'eps_enc': eps_enc})


def train__bruck__all_to_all__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, **_):
    """bruck/all-to-all B with Tt = budget + F*Ts, bytes/s."""
    try:
        return (1/2)*(K_last + M_bkt*b_bkt - b_bkt)*(frexp_exponent(N - 1) + 0.0)/(R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*alpha*(frexp_exponent(N - 1) + 0.0) - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))
    except RAISED:
        return retry(train__bruck__all_to_all__required_bandwidth_total, {'F_ov': F_ov, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'T_s': T_s, 'alpha': alpha, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc})


def train__bruck__all_to_all__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, **_):
    """bruck/all-to-all B with T_last = budget, bytes/s."""
    try:
        return -1/2*K_last*(frexp_exponent(N - 1) + 0.0)/(R_cmp*(K_last*eps_enc + alpha*(frexp_exponent(N - 1) + 0.0) - budget))
    except RAISED:
        return retry(train__bruck__all_to_all__required_bandwidth_last, {'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'budget': budget, 'eps_enc': eps_enc})


def train__hierarchical_ring__all_reduce__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_intra, b_bkt, eps_enc, gamma, **_):
    """hierarchical-ring/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(-1 + N/G)/(N*R_cmp) + alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + (M_bkt - 1)*(alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + b_bkt*eps_enc + b_bkt*gamma*(-1 + N/G)/(N*R_cmp) + b_bkt*gamma*(G - 1)/(G*R_cmp) + b_bkt*(2*G - 2)/(B_intra*G*R_cmp) + G*b_bkt*(-2 + 2*N/G)/(B*N*R_cmp*R_nic)) + K_last*gamma*(G - 1)/(G*R_cmp) + K_last*(2*G - 2)/(B_intra*G*R_cmp) + G*K_last*(-2 + 2*N/G)/(B*N*R_cmp*R_nic)
    except RAISED:
        return retry(train__hierarchical_ring__all_reduce__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__hierarchical_ring__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_intra, eps_enc, gamma, **_):
    """hierarchical-ring/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(-1 + N/G)/(N*R_cmp) + alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + K_last*gamma*(G - 1)/(G*R_cmp) + K_last*(2*G - 2)/(B_intra*G*R_cmp) + G*K_last*(-2 + 2*N/G)/(B*N*R_cmp*R_nic)
    except RAISED:
        return retry(train__hierarchical_ring__all_reduce__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'gamma': gamma})


def train__hierarchical_ring__all_reduce__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_intra, b_bkt, eps_enc, gamma, **_):
    """hierarchical-ring/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return 2*G*M_bkt*alpha_intra + K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) - 2*M_bkt*alpha - 2*M_bkt*alpha_intra + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(N*R_cmp) - b_bkt*eps_enc - b_bkt*gamma/R_cmp + b_bkt*gamma/(N*R_cmp) + 2*M_bkt*N*alpha/G + 2*K_last/(B_intra*R_cmp) + 2*M_bkt*b_bkt/(B_intra*R_cmp) - 2*b_bkt/(B_intra*R_cmp) - 2*K_last/(B_intra*G*R_cmp) - 2*M_bkt*b_bkt/(B_intra*G*R_cmp) + 2*b_bkt/(B_intra*G*R_cmp)
    except RAISED:
        return retry(train__hierarchical_ring__all_reduce__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__hierarchical_ring__all_reduce__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_intra, eps_enc, gamma, **_):
    """hierarchical-ring/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return 2*G*alpha_intra + K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) - 2*alpha - 2*alpha_intra + 2*N*alpha/G + 2*K_last/(B_intra*R_cmp) - 2*K_last/(B_intra*G*R_cmp)
    except RAISED:
        return retry(train__hierarchical_ring__all_reduce__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'gamma': gamma})


def train__hierarchical_ring__all_reduce__required_bandwidth_total(*, B_intra, F_ov, G, K_last, M_bkt, N, R_cmp, R_nic, T_s, alpha, alpha_intra, b_bkt, budget, eps_enc, gamma, **_):
    """hierarchical-ring/all-reduce B with Tt = budget + F*Ts, bytes/s."""
    try:
        return -2*B_intra*G*(G - N)*(K_last + M_bkt*b_bkt - b_bkt)/(R_nic*(B_intra*F_ov*G*N*R_cmp*T_s - 2*B_intra*(G*G)*M_bkt*N*R_cmp*alpha_intra - B_intra*G*K_last*N*R_cmp*eps_enc - B_intra*G*K_last*N*gamma + B_intra*G*K_last*gamma + 2*B_intra*G*M_bkt*N*R_cmp*alpha + 2*B_intra*G*M_bkt*N*R_cmp*alpha_intra - B_intra*G*M_bkt*N*R_cmp*b_bkt*eps_enc - B_intra*G*M_bkt*N*b_bkt*gamma + B_intra*G*M_bkt*b_bkt*gamma + B_intra*G*N*R_cmp*b_bkt*eps_enc + B_intra*G*N*R_cmp*budget + B_intra*G*N*b_bkt*gamma - B_intra*G*b_bkt*gamma - 2*B_intra*M_bkt*(N*N)*R_cmp*alpha - 2*G*K_last*N - 2*G*M_bkt*N*b_bkt + 2*G*N*b_bkt + 2*K_last*N + 2*M_bkt*N*b_bkt - 2*N*b_bkt))
    except RAISED:
        return retry(train__hierarchical_ring__all_reduce__required_bandwidth_total, {'B_intra': B_intra, 'F_ov': F_ov, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'T_s': T_s, 'alpha': alpha, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__hierarchical_ring__all_reduce__required_bandwidth_last(*, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_intra, budget, eps_enc, gamma, **_):
    """hierarchical-ring/all-reduce B with T_last = budget, bytes/s."""
    try:
        return 2*B_intra*G*K_last*(G - N)/(R_nic*(2*B_intra*(G*G)*N*R_cmp*alpha_intra + B_intra*G*K_last*N*R_cmp*eps_enc + B_intra*G*K_last*N*gamma - B_intra*G*K_last*gamma - 2*B_intra*G*N*R_cmp*alpha - 2*B_intra*G*N*R_cmp*alpha_intra - B_intra*G*N*R_cmp*budget + 2*B_intra*(N*N)*R_cmp*alpha + 2*G*K_last*N - 2*K_last*N))
    except RAISED:
        return retry(train__hierarchical_ring__all_reduce__required_bandwidth_last, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'budget': budget, 'eps_enc': eps_enc, 'gamma': gamma})


def train__flat_ring__all_reduce__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_intra, b_bkt, eps_enc, gamma, **_):
    """flat-ring/all-reduce Tt of all buckets, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + (M_bkt - 1)*(b_bkt*eps_enc + (2*N - 2)*max_((alpha_intra + b_bkt/(B_intra*N*R_cmp))*min_(float(frexp_exponent(G - 1)), 1.0), (alpha + b_bkt/(B*N*R_cmp*R_nic))*min_(float(frexp_exponent(-1 + N/G)), 1.0)) + b_bkt*gamma*(N - 1)/(N*R_cmp)) + (2*N - 2)*max_((alpha_intra + K_last/(B_intra*N*R_cmp))*min_(float(frexp_exponent(G - 1)), 1.0), (alpha + K_last/(B*N*R_cmp*R_nic))*min_(float(frexp_exponent(-1 + N/G)), 1.0))
    except RAISED:
        return retry(train__flat_ring__all_reduce__comm_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__flat_ring__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_intra, eps_enc, gamma, **_):
    """flat-ring/all-reduce time of the last bucket, s."""
    try:
        return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + (2*N - 2)*max_((alpha_intra + K_last/(B_intra*N*R_cmp))*min_(float(frexp_exponent(G - 1)), 1.0), (alpha + K_last/(B*N*R_cmp*R_nic))*min_(float(frexp_exponent(-1 + N/G)), 1.0))
    except RAISED:
        return retry(train__flat_ring__all_reduce__last_bucket_time, {'B': B, 'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'R_nic': R_nic, 'alpha': alpha, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'gamma': gamma})


def train__flat_ring__all_reduce__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_intra, b_bkt, eps_enc, gamma, **_):
    """flat-ring/all-reduce Tt of all buckets at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + 2*M_bkt*N*max_(alpha_intra*min_(float(frexp_exponent(G - 1)), 1.0) + b_bkt*min_(float(frexp_exponent(G - 1)), 1.0)/(B_intra*N*R_cmp), alpha*min_(float(frexp_exponent(-1 + N/G)), 1.0)) + M_bkt*b_bkt*eps_enc - 2*M_bkt*max_(alpha_intra*min_(float(frexp_exponent(G - 1)), 1.0) + b_bkt*min_(float(frexp_exponent(G - 1)), 1.0)/(B_intra*N*R_cmp), alpha*min_(float(frexp_exponent(-1 + N/G)), 1.0)) + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(N*R_cmp) + 2*N*max_(alpha_intra*min_(float(frexp_exponent(G - 1)), 1.0) + K_last*min_(float(frexp_exponent(G - 1)), 1.0)/(B_intra*N*R_cmp), alpha*min_(float(frexp_exponent(-1 + N/G)), 1.0)) - 2*N*max_(alpha_intra*min_(float(frexp_exponent(G - 1)), 1.0) + b_bkt*min_(float(frexp_exponent(G - 1)), 1.0)/(B_intra*N*R_cmp), alpha*min_(float(frexp_exponent(-1 + N/G)), 1.0)) - b_bkt*eps_enc - 2*max_(alpha_intra*min_(float(frexp_exponent(G - 1)), 1.0) + K_last*min_(float(frexp_exponent(G - 1)), 1.0)/(B_intra*N*R_cmp), alpha*min_(float(frexp_exponent(-1 + N/G)), 1.0)) + 2*max_(alpha_intra*min_(float(frexp_exponent(G - 1)), 1.0) + b_bkt*min_(float(frexp_exponent(G - 1)), 1.0)/(B_intra*N*R_cmp), alpha*min_(float(frexp_exponent(-1 + N/G)), 1.0)) - b_bkt*gamma/R_cmp + b_bkt*gamma/(N*R_cmp)
    except RAISED:
        return retry(train__flat_ring__all_reduce__comm_time_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'M_bkt': M_bkt, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_intra': alpha_intra, 'b_bkt': b_bkt, 'eps_enc': eps_enc, 'gamma': gamma})


def train__flat_ring__all_reduce__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_intra, eps_enc, gamma, **_):
    """flat-ring/all-reduce last bucket at infinite bandwidth, s."""
    try:
        return K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + 2*N*max_(alpha_intra*min_(float(frexp_exponent(G - 1)), 1.0) + K_last*min_(float(frexp_exponent(G - 1)), 1.0)/(B_intra*N*R_cmp), alpha*min_(float(frexp_exponent(-1 + N/G)), 1.0)) - 2*max_(alpha_intra*min_(float(frexp_exponent(G - 1)), 1.0) + K_last*min_(float(frexp_exponent(G - 1)), 1.0)/(B_intra*N*R_cmp), alpha*min_(float(frexp_exponent(-1 + N/G)), 1.0))
    except RAISED:
        return retry(train__flat_ring__all_reduce__last_bucket_floor, {'B_intra': B_intra, 'G': G, 'K_last': K_last, 'N': N, 'R_cmp': R_cmp, 'alpha': alpha, 'alpha_intra': alpha_intra, 'eps_enc': eps_enc, 'gamma': gamma})


TRAINING = {
    'ring/all-reduce': {
        'comm_time': train__ring__all_reduce__comm_time,
        'last_bucket_time': train__ring__all_reduce__last_bucket_time,
        'comm_time_floor': train__ring__all_reduce__comm_time_floor,
        'last_bucket_floor': train__ring__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__ring__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__ring__all_reduce__required_bandwidth_last,
    },
    'ring/reduce-scatter': {
        'comm_time': train__ring__reduce_scatter__comm_time,
        'last_bucket_time': train__ring__reduce_scatter__last_bucket_time,
        'comm_time_floor': train__ring__reduce_scatter__comm_time_floor,
        'last_bucket_floor': train__ring__reduce_scatter__last_bucket_floor,
        'required_bandwidth_total': train__ring__reduce_scatter__required_bandwidth_total,
        'required_bandwidth_last': train__ring__reduce_scatter__required_bandwidth_last,
    },
    'ring/all-gather': {
        'comm_time': train__ring__all_gather__comm_time,
        'last_bucket_time': train__ring__all_gather__last_bucket_time,
        'comm_time_floor': train__ring__all_gather__comm_time_floor,
        'last_bucket_floor': train__ring__all_gather__last_bucket_floor,
        'required_bandwidth_total': train__ring__all_gather__required_bandwidth_total,
        'required_bandwidth_last': train__ring__all_gather__required_bandwidth_last,
    },
    'ring/broadcast': {
        'comm_time': train__ring__broadcast__comm_time,
        'last_bucket_time': train__ring__broadcast__last_bucket_time,
        'comm_time_floor': train__ring__broadcast__comm_time_floor,
        'last_bucket_floor': train__ring__broadcast__last_bucket_floor,
        'required_bandwidth_total': train__ring__broadcast__required_bandwidth_total,
        'required_bandwidth_last': train__ring__broadcast__required_bandwidth_last,
    },
    'ring/reduce': {
        'comm_time': train__ring__reduce__comm_time,
        'last_bucket_time': train__ring__reduce__last_bucket_time,
        'comm_time_floor': train__ring__reduce__comm_time_floor,
        'last_bucket_floor': train__ring__reduce__last_bucket_floor,
        'required_bandwidth_total': train__ring__reduce__required_bandwidth_total,
        'required_bandwidth_last': train__ring__reduce__required_bandwidth_last,
    },
    'ring/all-to-all': {
        'comm_time': train__ring__all_to_all__comm_time,
        'last_bucket_time': train__ring__all_to_all__last_bucket_time,
        'comm_time_floor': train__ring__all_to_all__comm_time_floor,
        'last_bucket_floor': train__ring__all_to_all__last_bucket_floor,
        'required_bandwidth_total': train__ring__all_to_all__required_bandwidth_total,
        'required_bandwidth_last': train__ring__all_to_all__required_bandwidth_last,
    },
    'parameter-server/all-reduce': {
        'comm_time': train__parameter_server__all_reduce__comm_time,
        'last_bucket_time': train__parameter_server__all_reduce__last_bucket_time,
        'comm_time_floor': train__parameter_server__all_reduce__comm_time_floor,
        'last_bucket_floor': train__parameter_server__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__parameter_server__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__parameter_server__all_reduce__required_bandwidth_last,
    },
    'naive/all-reduce': {
        'comm_time': train__naive__all_reduce__comm_time,
        'last_bucket_time': train__naive__all_reduce__last_bucket_time,
        'comm_time_floor': train__naive__all_reduce__comm_time_floor,
        'last_bucket_floor': train__naive__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__naive__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__naive__all_reduce__required_bandwidth_last,
    },
    'binomial-tree/all-reduce': {
        'comm_time': train__binomial_tree__all_reduce__comm_time,
        'last_bucket_time': train__binomial_tree__all_reduce__last_bucket_time,
        'comm_time_floor': train__binomial_tree__all_reduce__comm_time_floor,
        'last_bucket_floor': train__binomial_tree__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__binomial_tree__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__binomial_tree__all_reduce__required_bandwidth_last,
    },
    'binomial-tree/broadcast': {
        'comm_time': train__binomial_tree__broadcast__comm_time,
        'last_bucket_time': train__binomial_tree__broadcast__last_bucket_time,
        'comm_time_floor': train__binomial_tree__broadcast__comm_time_floor,
        'last_bucket_floor': train__binomial_tree__broadcast__last_bucket_floor,
        'required_bandwidth_total': train__binomial_tree__broadcast__required_bandwidth_total,
        'required_bandwidth_last': train__binomial_tree__broadcast__required_bandwidth_last,
    },
    'binomial-tree/reduce': {
        'comm_time': train__binomial_tree__reduce__comm_time,
        'last_bucket_time': train__binomial_tree__reduce__last_bucket_time,
        'comm_time_floor': train__binomial_tree__reduce__comm_time_floor,
        'last_bucket_floor': train__binomial_tree__reduce__last_bucket_floor,
        'required_bandwidth_total': train__binomial_tree__reduce__required_bandwidth_total,
        'required_bandwidth_last': train__binomial_tree__reduce__required_bandwidth_last,
    },
    'double-binary-tree/all-reduce': {
        'comm_time': train__double_binary_tree__all_reduce__comm_time,
        'last_bucket_time': train__double_binary_tree__all_reduce__last_bucket_time,
        'comm_time_floor': train__double_binary_tree__all_reduce__comm_time_floor,
        'last_bucket_floor': train__double_binary_tree__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__double_binary_tree__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__double_binary_tree__all_reduce__required_bandwidth_last,
    },
    'recursive-doubling/all-reduce': {
        'comm_time': train__recursive_doubling__all_reduce__comm_time,
        'last_bucket_time': train__recursive_doubling__all_reduce__last_bucket_time,
        'comm_time_floor': train__recursive_doubling__all_reduce__comm_time_floor,
        'last_bucket_floor': train__recursive_doubling__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__recursive_doubling__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__recursive_doubling__all_reduce__required_bandwidth_last,
    },
    'rabenseifner/all-reduce': {
        'comm_time': train__rabenseifner__all_reduce__comm_time,
        'last_bucket_time': train__rabenseifner__all_reduce__last_bucket_time,
        'comm_time_floor': train__rabenseifner__all_reduce__comm_time_floor,
        'last_bucket_floor': train__rabenseifner__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__rabenseifner__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__rabenseifner__all_reduce__required_bandwidth_last,
    },
    'recursive-halving/reduce-scatter': {
        'comm_time': train__recursive_halving__reduce_scatter__comm_time,
        'last_bucket_time': train__recursive_halving__reduce_scatter__last_bucket_time,
        'comm_time_floor': train__recursive_halving__reduce_scatter__comm_time_floor,
        'last_bucket_floor': train__recursive_halving__reduce_scatter__last_bucket_floor,
        'required_bandwidth_total': train__recursive_halving__reduce_scatter__required_bandwidth_total,
        'required_bandwidth_last': train__recursive_halving__reduce_scatter__required_bandwidth_last,
    },
    'recursive-doubling/all-gather': {
        'comm_time': train__recursive_doubling__all_gather__comm_time,
        'last_bucket_time': train__recursive_doubling__all_gather__last_bucket_time,
        'comm_time_floor': train__recursive_doubling__all_gather__comm_time_floor,
        'last_bucket_floor': train__recursive_doubling__all_gather__last_bucket_floor,
        'required_bandwidth_total': train__recursive_doubling__all_gather__required_bandwidth_total,
        'required_bandwidth_last': train__recursive_doubling__all_gather__required_bandwidth_last,
    },
    'bruck/all-to-all': {
        'comm_time': train__bruck__all_to_all__comm_time,
        'last_bucket_time': train__bruck__all_to_all__last_bucket_time,
        'comm_time_floor': train__bruck__all_to_all__comm_time_floor,
        'last_bucket_floor': train__bruck__all_to_all__last_bucket_floor,
        'required_bandwidth_total': train__bruck__all_to_all__required_bandwidth_total,
        'required_bandwidth_last': train__bruck__all_to_all__required_bandwidth_last,
    },
    'hierarchical-ring/all-reduce': {
        'comm_time': train__hierarchical_ring__all_reduce__comm_time,
        'last_bucket_time': train__hierarchical_ring__all_reduce__last_bucket_time,
        'comm_time_floor': train__hierarchical_ring__all_reduce__comm_time_floor,
        'last_bucket_floor': train__hierarchical_ring__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__hierarchical_ring__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__hierarchical_ring__all_reduce__required_bandwidth_last,
    },
    'flat-ring/all-reduce': {
        'comm_time': train__flat_ring__all_reduce__comm_time,
        'last_bucket_time': train__flat_ring__all_reduce__last_bucket_time,
        'comm_time_floor': train__flat_ring__all_reduce__comm_time_floor,
        'last_bucket_floor': train__flat_ring__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
}
