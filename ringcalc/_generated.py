"""Numeric cost-model functions GENERATED from the sympy expressions.

Do not edit: run ``python -m ringcalc.codegen``. Every function takes
keyword arguments named after the symbols of :mod:`ringcalc.symbols`
(N, K, B, alpha, gamma, T_s, T_t, P, budget, ...) in SI units, accepts numpy
arrays (broadcast), and ignores keywords it does not use.
"""

import numpy

def comm_time_budget(*, P, T_s, **_):
    """Tt allowed by a target P: ``-T_s + T_s/P``."""
    return -T_s + T_s/P


def efficiency(*, T_s, T_t, **_):
    """P = Ts/(Ts+Tt): ``T_s/(T_s + T_t)``."""
    return T_s/(T_s + T_t)


def iteration_time(*, T_s, T_t, **_):
    """Tp = Ts+Tt: ``T_s + T_t``."""
    return T_s + T_t


def speedup(*, N, T_s, T_t, **_):
    """throughput speedup N*P: ``N*T_s/(T_s + T_t)``."""
    return N*T_s/(T_s + T_t)


def ring__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """ring/all-reduce completion time, s: ``K*gamma*(N - 1)/N + alpha*(2*N - 2) + K*(2*N - 2)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*(2*N - 2) + K*(2*N - 2)/(B*N)


def ring__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """ring/all-reduce bytes sent by the busiest worker: ``K*(2*N - 2)/N``."""
    return K*(2*N - 2)/N


def ring__all_reduce__total_bytes(*, K, N, **_):
    """ring/all-reduce bytes sent by all workers: ``K*(2*N - 2)``."""
    return K*(2*N - 2)


def ring__all_reduce__latency_steps(*, N, **_):
    """ring/all-reduce sequential message steps: ``2*N - 2``."""
    return 2*N - 2


def ring__all_reduce__busbw_factor(*, N, **_):
    """ring/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def ring__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """ring/all-reduce lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*(2*N - 2)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*numpy.frexp(N - 1)[1] + K*(2*N - 2)/(B*N)


def ring__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """ring/all-reduce time with infinite bandwidth, s: ``K*gamma - K*gamma/N + 2*N*alpha - 2*alpha``."""
    return K*gamma - K*gamma/N + 2*N*alpha - 2*alpha


def ring__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """ring/all-reduce B for a comm budget, bytes/s: ``2*K*(N - 1)/(-K*N*gamma + K*gamma - 2*N**2*alpha + 2*N*alpha + N*budget)``."""
    return 2*K*(N - 1)/(-K*N*gamma + K*gamma - 2*N**2*alpha + 2*N*alpha + N*budget)


def ring__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """ring/all-reduce K for a comm budget, bytes: ``B*N*(-2*N*alpha + 2*alpha + budget)/(B*N*gamma - B*gamma + 2*N - 2)``."""
    return B*N*(-2*N*alpha + 2*alpha + budget)/(B*N*gamma - B*gamma + 2*N - 2)


def ring__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """ring/all-reduce alpha for a comm budget, s: ``(-B*K*N*gamma + B*K*gamma + B*N*budget - 2*K*N + 2*K)/(2*B*N*(N - 1))``."""
    return (1/2)*(-B*K*N*gamma + B*K*gamma + B*N*budget - 2*K*N + 2*K)/(B*N*(N - 1))


def ring__all_reduce__max_workers(*, B, K, alpha, budget, gamma, **_):
    """ring/all-reduce real N for a comm budget (alpha > 0): ``(-B*K*gamma + 2*B*alpha + B*budget - 2*K + sqrt(B**2*K**2*gamma**2 + 4*B**2*K*alpha*gamma - 2*B**2*K*budget*gamma + 4*B**2*alpha**2 + 4*B**2*alpha*budget + B**2*budget**2 + 4*B*K**2*gamma + 8*B*K*alpha - 4*B*K*budget + 4*K**2))/(4*B*alpha)``."""
    return (1/4)*(-B*K*gamma + 2*B*alpha + B*budget - 2*K + numpy.sqrt(B**2*K**2*gamma**2 + 4*B**2*K*alpha*gamma - 2*B**2*K*budget*gamma + 4*B**2*alpha**2 + 4*B**2*alpha*budget + B**2*budget**2 + 4*B*K**2*gamma + 8*B*K*alpha - 4*B*K*budget + 4*K**2))/(B*alpha)


def ring__all_reduce__max_workers_no_latency(*, B, K, budget, gamma, **_):
    """ring/all-reduce real N for a comm budget (alpha = 0): ``K*(B*gamma + 2)/(B*K*gamma - B*budget + 2*K)``."""
    return K*(B*gamma + 2)/(B*K*gamma - B*budget + 2*K)


def ring__all_reduce__workers_limit(*, B, K, gamma, **_):
    """ring/all-reduce lim N->oo of time with alpha = 0, s: ``K*(B*gamma + 2)/B``."""
    return K*(B*gamma + 2)/B


def ring__reduce_scatter__time(*, B, K, N, alpha, gamma, **_):
    """ring/reduce-scatter completion time, s: ``K*gamma*(N - 1)/N + alpha*(N - 1) + K*(N - 1)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*(N - 1) + K*(N - 1)/(B*N)


def ring__reduce_scatter__bytes_sent_per_worker(*, K, N, **_):
    """ring/reduce-scatter bytes sent by the busiest worker: ``K*(N - 1)/N``."""
    return K*(N - 1)/N


def ring__reduce_scatter__total_bytes(*, K, N, **_):
    """ring/reduce-scatter bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def ring__reduce_scatter__latency_steps(*, N, **_):
    """ring/reduce-scatter sequential message steps: ``N - 1``."""
    return N - 1


def ring__reduce_scatter__busbw_factor(*, N, **_):
    """ring/reduce-scatter nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def ring__reduce_scatter__lower_bound(*, B, K, N, alpha, gamma, **_):
    """ring/reduce-scatter lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*(N - 1)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*numpy.frexp(N - 1)[1] + K*(N - 1)/(B*N)


def ring__reduce_scatter__min_comm_time(*, K, N, alpha, gamma, **_):
    """ring/reduce-scatter time with infinite bandwidth, s: ``K*gamma - K*gamma/N + N*alpha - alpha``."""
    return K*gamma - K*gamma/N + N*alpha - alpha


def ring__reduce_scatter__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """ring/reduce-scatter B for a comm budget, bytes/s: ``K*(N - 1)/(-K*N*gamma + K*gamma - N**2*alpha + N*alpha + N*budget)``."""
    return K*(N - 1)/(-K*N*gamma + K*gamma - N**2*alpha + N*alpha + N*budget)


def ring__reduce_scatter__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """ring/reduce-scatter K for a comm budget, bytes: ``B*N*(-N*alpha + alpha + budget)/(B*N*gamma - B*gamma + N - 1)``."""
    return B*N*(-N*alpha + alpha + budget)/(B*N*gamma - B*gamma + N - 1)


def ring__reduce_scatter__max_latency(*, B, K, N, budget, gamma, **_):
    """ring/reduce-scatter alpha for a comm budget, s: ``(-B*K*N*gamma + B*K*gamma + B*N*budget - K*N + K)/(B*N*(N - 1))``."""
    return (-B*K*N*gamma + B*K*gamma + B*N*budget - K*N + K)/(B*N*(N - 1))


def ring__reduce_scatter__max_workers(*, B, K, alpha, budget, gamma, **_):
    """ring/reduce-scatter real N for a comm budget (alpha > 0): ``(-B*K*gamma + B*alpha + B*budget - K + sqrt(B**2*K**2*gamma**2 + 2*B**2*K*alpha*gamma - 2*B**2*K*budget*gamma + B**2*alpha**2 + 2*B**2*alpha*budget + B**2*budget**2 + 2*B*K**2*gamma + 2*B*K*alpha - 2*B*K*budget + K**2))/(2*B*alpha)``."""
    return (1/2)*(-B*K*gamma + B*alpha + B*budget - K + numpy.sqrt(B**2*K**2*gamma**2 + 2*B**2*K*alpha*gamma - 2*B**2*K*budget*gamma + B**2*alpha**2 + 2*B**2*alpha*budget + B**2*budget**2 + 2*B*K**2*gamma + 2*B*K*alpha - 2*B*K*budget + K**2))/(B*alpha)


def ring__reduce_scatter__max_workers_no_latency(*, B, K, budget, gamma, **_):
    """ring/reduce-scatter real N for a comm budget (alpha = 0): ``K*(B*gamma + 1)/(B*K*gamma - B*budget + K)``."""
    return K*(B*gamma + 1)/(B*K*gamma - B*budget + K)


def ring__reduce_scatter__workers_limit(*, B, K, gamma, **_):
    """ring/reduce-scatter lim N->oo of time with alpha = 0, s: ``K*gamma + K/B``."""
    return K*gamma + K/B


def ring__all_gather__time(*, B, K, N, alpha, **_):
    """ring/all-gather completion time, s: ``alpha*(N - 1) + K*(N - 1)/(B*N)``."""
    return alpha*(N - 1) + K*(N - 1)/(B*N)


def ring__all_gather__bytes_sent_per_worker(*, K, N, **_):
    """ring/all-gather bytes sent by the busiest worker: ``K*(N - 1)/N``."""
    return K*(N - 1)/N


def ring__all_gather__total_bytes(*, K, N, **_):
    """ring/all-gather bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def ring__all_gather__latency_steps(*, N, **_):
    """ring/all-gather sequential message steps: ``N - 1``."""
    return N - 1


def ring__all_gather__busbw_factor(*, N, **_):
    """ring/all-gather nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def ring__all_gather__lower_bound(*, B, K, N, alpha, **_):
    """ring/all-gather lower bound on the time, s (collectives/bound.py): ``alpha*ceil_log2(N) + K*(N - 1)/(B*N)``."""
    return alpha*numpy.frexp(N - 1)[1] + K*(N - 1)/(B*N)


def ring__all_gather__min_comm_time(*, N, alpha, **_):
    """ring/all-gather time with infinite bandwidth, s: ``alpha*(N - 1)``."""
    return alpha*(N - 1)


def ring__all_gather__required_bandwidth(*, K, N, alpha, budget, **_):
    """ring/all-gather B for a comm budget, bytes/s: ``K*(N - 1)/(N*(-N*alpha + alpha + budget))``."""
    return K*(N - 1)/(N*(-N*alpha + alpha + budget))


def ring__all_gather__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """ring/all-gather K for a comm budget, bytes: ``B*N*(-N*alpha + alpha + budget)/(N - 1)``."""
    return B*N*(-N*alpha + alpha + budget)/(N - 1)


def ring__all_gather__max_latency(*, B, K, N, budget, **_):
    """ring/all-gather alpha for a comm budget, s: ``(B*N*budget - K*N + K)/(B*N*(N - 1))``."""
    return (B*N*budget - K*N + K)/(B*N*(N - 1))


def ring__all_gather__max_workers(*, B, K, alpha, budget, **_):
    """ring/all-gather real N for a comm budget (alpha > 0): ``(B*alpha + B*budget - K + sqrt(B**2*alpha**2 + 2*B**2*alpha*budget + B**2*budget**2 + 2*B*K*alpha - 2*B*K*budget + K**2))/(2*B*alpha)``."""
    return (1/2)*(B*alpha + B*budget - K + numpy.sqrt(B**2*alpha**2 + 2*B**2*alpha*budget + B**2*budget**2 + 2*B*K*alpha - 2*B*K*budget + K**2))/(B*alpha)


def ring__all_gather__max_workers_no_latency(*, B, K, budget, **_):
    """ring/all-gather real N for a comm budget (alpha = 0): ``-K/(B*budget - K)``."""
    return -K/(B*budget - K)


def ring__all_gather__workers_limit(*, B, K, **_):
    """ring/all-gather lim N->oo of time with alpha = 0, s: ``K/B``."""
    return K/B


def ring__broadcast__time(*, B, K, N, alpha, **_):
    """ring/broadcast completion time, s: ``alpha*(N - 1) + K*several(N)/B``."""
    return alpha*(N - 1) + K*numpy.minimum(numpy.frexp(N - 1)[1], 1)/B


def ring__broadcast__bytes_sent_per_worker(*, K, N, **_):
    """ring/broadcast bytes sent by the busiest worker: ``K*several(N)``."""
    return K*numpy.minimum(numpy.frexp(N - 1)[1], 1)


def ring__broadcast__total_bytes(*, K, N, **_):
    """ring/broadcast bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def ring__broadcast__latency_steps(*, N, **_):
    """ring/broadcast sequential message steps: ``N - 1``."""
    return N - 1


def ring__broadcast__busbw_factor(**_):
    """ring/broadcast nccl-tests busbw/algbw factor: ``1``."""
    return numpy.float64(1)


def ring__broadcast__lower_bound(*, B, K, N, alpha, **_):
    """ring/broadcast lower bound on the time, s (collectives/bound.py): ``alpha*ceil_log2(N) + K*several(N)/B``."""
    return alpha*numpy.frexp(N - 1)[1] + K*numpy.minimum(numpy.frexp(N - 1)[1], 1)/B


def ring__broadcast__min_comm_time(*, N, alpha, **_):
    """ring/broadcast time with infinite bandwidth, s: ``alpha*(N - 1)``."""
    return alpha*(N - 1)


def ring__broadcast__required_bandwidth(*, K, N, alpha, budget, **_):
    """ring/broadcast B for a comm budget, bytes/s: ``K*several(N)/(-N*alpha + alpha + budget)``."""
    return K*numpy.minimum(numpy.frexp(N - 1)[1], 1)/(-N*alpha + alpha + budget)


def ring__broadcast__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """ring/broadcast K for a comm budget, bytes: ``B*(-N*alpha + alpha + budget)/several(N)``."""
    return B*(-N*alpha + alpha + budget)/numpy.minimum(numpy.frexp(N - 1)[1], 1)


def ring__broadcast__max_latency(*, B, K, N, budget, **_):
    """ring/broadcast alpha for a comm budget, s: ``(B*budget - K*several(N))/(B*(N - 1))``."""
    return (B*budget - K*numpy.minimum(numpy.frexp(N - 1)[1], 1))/(B*(N - 1))


def ring__reduce__time(*, B, K, N, alpha, gamma, **_):
    """ring/reduce completion time, s: ``K*gamma*several(N) + alpha*(N - 1) + K*several(N)/B``."""
    return K*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1) + alpha*(N - 1) + K*numpy.minimum(numpy.frexp(N - 1)[1], 1)/B


def ring__reduce__bytes_sent_per_worker(*, K, N, **_):
    """ring/reduce bytes sent by the busiest worker: ``K*several(N)``."""
    return K*numpy.minimum(numpy.frexp(N - 1)[1], 1)


def ring__reduce__total_bytes(*, K, N, **_):
    """ring/reduce bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def ring__reduce__latency_steps(*, N, **_):
    """ring/reduce sequential message steps: ``N - 1``."""
    return N - 1


def ring__reduce__busbw_factor(**_):
    """ring/reduce nccl-tests busbw/algbw factor: ``1``."""
    return numpy.float64(1)


def ring__reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """ring/reduce lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*several(N)/B``."""
    return K*gamma*(N - 1)/N + alpha*numpy.frexp(N - 1)[1] + K*numpy.minimum(numpy.frexp(N - 1)[1], 1)/B


def ring__reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """ring/reduce time with infinite bandwidth, s: ``K*gamma*several(N) + N*alpha - alpha``."""
    return K*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1) + N*alpha - alpha


def ring__reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """ring/reduce B for a comm budget, bytes/s: ``-K*several(N)/(K*gamma*several(N) + N*alpha - alpha - budget)``."""
    return -K*numpy.minimum(numpy.frexp(N - 1)[1], 1)/(K*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1) + N*alpha - alpha - budget)


def ring__reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """ring/reduce K for a comm budget, bytes: ``B*(-N*alpha + alpha + budget)/((B*gamma + 1)*several(N))``."""
    return B*(-N*alpha + alpha + budget)/((B*gamma + 1)*numpy.minimum(numpy.frexp(N - 1)[1], 1))


def ring__reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """ring/reduce alpha for a comm budget, s: ``(-B*K*gamma*several(N) + B*budget - K*several(N))/(B*(N - 1))``."""
    return (-B*K*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1) + B*budget - K*numpy.minimum(numpy.frexp(N - 1)[1], 1))/(B*(N - 1))


def ring__all_to_all__time(*, B, K, N, alpha, **_):
    """ring/all-to-all completion time, s: ``alpha*(N - 1) + K*(N - 1)/(B*N)``."""
    return alpha*(N - 1) + K*(N - 1)/(B*N)


def ring__all_to_all__bytes_sent_per_worker(*, K, N, **_):
    """ring/all-to-all bytes sent by the busiest worker: ``K*(N - 1)/N``."""
    return K*(N - 1)/N


def ring__all_to_all__total_bytes(*, K, N, **_):
    """ring/all-to-all bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def ring__all_to_all__latency_steps(*, N, **_):
    """ring/all-to-all sequential message steps: ``N - 1``."""
    return N - 1


def ring__all_to_all__busbw_factor(*, N, **_):
    """ring/all-to-all nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def ring__all_to_all__lower_bound(*, B, K, N, alpha, **_):
    """ring/all-to-all lower bound on the time, s (collectives/bound.py): ``alpha*ceil_log2(N) + K*(N - 1)/(B*N)``."""
    return alpha*numpy.frexp(N - 1)[1] + K*(N - 1)/(B*N)


def ring__all_to_all__min_comm_time(*, N, alpha, **_):
    """ring/all-to-all time with infinite bandwidth, s: ``alpha*(N - 1)``."""
    return alpha*(N - 1)


def ring__all_to_all__required_bandwidth(*, K, N, alpha, budget, **_):
    """ring/all-to-all B for a comm budget, bytes/s: ``K*(N - 1)/(N*(-N*alpha + alpha + budget))``."""
    return K*(N - 1)/(N*(-N*alpha + alpha + budget))


def ring__all_to_all__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """ring/all-to-all K for a comm budget, bytes: ``B*N*(-N*alpha + alpha + budget)/(N - 1)``."""
    return B*N*(-N*alpha + alpha + budget)/(N - 1)


def ring__all_to_all__max_latency(*, B, K, N, budget, **_):
    """ring/all-to-all alpha for a comm budget, s: ``(B*N*budget - K*N + K)/(B*N*(N - 1))``."""
    return (B*N*budget - K*N + K)/(B*N*(N - 1))


def ring__all_to_all__max_workers(*, B, K, alpha, budget, **_):
    """ring/all-to-all real N for a comm budget (alpha > 0): ``(B*alpha + B*budget - K + sqrt(B**2*alpha**2 + 2*B**2*alpha*budget + B**2*budget**2 + 2*B*K*alpha - 2*B*K*budget + K**2))/(2*B*alpha)``."""
    return (1/2)*(B*alpha + B*budget - K + numpy.sqrt(B**2*alpha**2 + 2*B**2*alpha*budget + B**2*budget**2 + 2*B*K*alpha - 2*B*K*budget + K**2))/(B*alpha)


def ring__all_to_all__max_workers_no_latency(*, B, K, budget, **_):
    """ring/all-to-all real N for a comm budget (alpha = 0): ``-K/(B*budget - K)``."""
    return -K/(B*budget - K)


def ring__all_to_all__workers_limit(*, B, K, **_):
    """ring/all-to-all lim N->oo of time with alpha = 0, s: ``K/B``."""
    return K/B


def parameter_server__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """parameter-server/all-reduce completion time, s: ``K*gamma*(N - 1) + alpha*(2*N - 2) + K*(2*N - 2)/B``."""
    return K*gamma*(N - 1) + alpha*(2*N - 2) + K*(2*N - 2)/B


def parameter_server__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """parameter-server/all-reduce bytes sent by the busiest worker: ``K*(N - 1)``."""
    return K*(N - 1)


def parameter_server__all_reduce__total_bytes(*, K, N, **_):
    """parameter-server/all-reduce bytes sent by all workers: ``K*(2*N - 2)``."""
    return K*(2*N - 2)


def parameter_server__all_reduce__latency_steps(*, N, **_):
    """parameter-server/all-reduce sequential message steps: ``2*N - 2``."""
    return 2*N - 2


def parameter_server__all_reduce__busbw_factor(*, N, **_):
    """parameter-server/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def parameter_server__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """parameter-server/all-reduce lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*(2*N - 2)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*numpy.frexp(N - 1)[1] + K*(2*N - 2)/(B*N)


def parameter_server__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """parameter-server/all-reduce time with infinite bandwidth, s: ``K*N*gamma - K*gamma + 2*N*alpha - 2*alpha``."""
    return K*N*gamma - K*gamma + 2*N*alpha - 2*alpha


def parameter_server__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """parameter-server/all-reduce B for a comm budget, bytes/s: ``2*K*(N - 1)/(-K*N*gamma + K*gamma - 2*N*alpha + 2*alpha + budget)``."""
    return 2*K*(N - 1)/(-K*N*gamma + K*gamma - 2*N*alpha + 2*alpha + budget)


def parameter_server__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """parameter-server/all-reduce K for a comm budget, bytes: ``B*(-2*N*alpha + 2*alpha + budget)/(B*N*gamma - B*gamma + 2*N - 2)``."""
    return B*(-2*N*alpha + 2*alpha + budget)/(B*N*gamma - B*gamma + 2*N - 2)


def parameter_server__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """parameter-server/all-reduce alpha for a comm budget, s: ``(-B*K*N*gamma + B*K*gamma + B*budget - 2*K*N + 2*K)/(2*B*(N - 1))``."""
    return (1/2)*(-B*K*N*gamma + B*K*gamma + B*budget - 2*K*N + 2*K)/(B*(N - 1))


def parameter_server__all_reduce__max_workers(*, B, K, alpha, budget, gamma, **_):
    """parameter-server/all-reduce real N for a comm budget (alpha > 0): ``(B*K*gamma + 2*B*alpha + B*budget + 2*K)/(B*K*gamma + 2*B*alpha + 2*K)``."""
    return (B*K*gamma + 2*B*alpha + B*budget + 2*K)/(B*K*gamma + 2*B*alpha + 2*K)


def parameter_server__all_reduce__max_workers_no_latency(*, B, K, budget, gamma, **_):
    """parameter-server/all-reduce real N for a comm budget (alpha = 0): ``(B*K*gamma + B*budget + 2*K)/(K*(B*gamma + 2))``."""
    return (B*K*gamma + B*budget + 2*K)/(K*(B*gamma + 2))


def parameter_server__all_reduce__workers_limit(**_):
    """parameter-server/all-reduce lim N->oo of time with alpha = 0, s: ``oo``."""
    return numpy.float64(numpy.inf)


def naive__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """naive/all-reduce completion time, s: ``K*gamma*(N - 1) + alpha*(N - 1) + K*(N - 1)/B``."""
    return K*gamma*(N - 1) + alpha*(N - 1) + K*(N - 1)/B


def naive__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """naive/all-reduce bytes sent by the busiest worker: ``K*(N - 1)``."""
    return K*(N - 1)


def naive__all_reduce__total_bytes(*, K, N, **_):
    """naive/all-reduce bytes sent by all workers: ``K*N*(N - 1)``."""
    return K*N*(N - 1)


def naive__all_reduce__latency_steps(*, N, **_):
    """naive/all-reduce sequential message steps: ``N - 1``."""
    return N - 1


def naive__all_reduce__busbw_factor(*, N, **_):
    """naive/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def naive__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """naive/all-reduce lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*(2*N - 2)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*numpy.frexp(N - 1)[1] + K*(2*N - 2)/(B*N)


def naive__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """naive/all-reduce time with infinite bandwidth, s: ``K*N*gamma - K*gamma + N*alpha - alpha``."""
    return K*N*gamma - K*gamma + N*alpha - alpha


def naive__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """naive/all-reduce B for a comm budget, bytes/s: ``K*(N - 1)/(-K*N*gamma + K*gamma - N*alpha + alpha + budget)``."""
    return K*(N - 1)/(-K*N*gamma + K*gamma - N*alpha + alpha + budget)


def naive__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """naive/all-reduce K for a comm budget, bytes: ``B*(-N*alpha + alpha + budget)/(B*N*gamma - B*gamma + N - 1)``."""
    return B*(-N*alpha + alpha + budget)/(B*N*gamma - B*gamma + N - 1)


def naive__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """naive/all-reduce alpha for a comm budget, s: ``(-B*K*N*gamma + B*K*gamma + B*budget - K*N + K)/(B*(N - 1))``."""
    return (-B*K*N*gamma + B*K*gamma + B*budget - K*N + K)/(B*(N - 1))


def naive__all_reduce__max_workers(*, B, K, alpha, budget, gamma, **_):
    """naive/all-reduce real N for a comm budget (alpha > 0): ``(B*K*gamma + B*alpha + B*budget + K)/(B*K*gamma + B*alpha + K)``."""
    return (B*K*gamma + B*alpha + B*budget + K)/(B*K*gamma + B*alpha + K)


def naive__all_reduce__max_workers_no_latency(*, B, K, budget, gamma, **_):
    """naive/all-reduce real N for a comm budget (alpha = 0): ``(B*K*gamma + B*budget + K)/(K*(B*gamma + 1))``."""
    return (B*K*gamma + B*budget + K)/(K*(B*gamma + 1))


def naive__all_reduce__workers_limit(**_):
    """naive/all-reduce lim N->oo of time with alpha = 0, s: ``oo``."""
    return numpy.float64(numpy.inf)


def binomial_tree__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """binomial-tree/all-reduce completion time, s: ``K*gamma*ceil_log2(N) + 2*(alpha + K/B)*ceil_log2(N)``."""
    return K*gamma*numpy.frexp(N - 1)[1] + 2*(alpha + K/B)*numpy.frexp(N - 1)[1]


def binomial_tree__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """binomial-tree/all-reduce bytes sent by the busiest worker: ``K*ceil_log2(N)``."""
    return K*numpy.frexp(N - 1)[1]


def binomial_tree__all_reduce__total_bytes(*, K, N, **_):
    """binomial-tree/all-reduce bytes sent by all workers: ``K*(2*N - 2)``."""
    return K*(2*N - 2)


def binomial_tree__all_reduce__latency_steps(*, N, **_):
    """binomial-tree/all-reduce sequential message steps: ``2*ceil_log2(N)``."""
    return 2*numpy.frexp(N - 1)[1]


def binomial_tree__all_reduce__busbw_factor(*, N, **_):
    """binomial-tree/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def binomial_tree__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """binomial-tree/all-reduce lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*(2*N - 2)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*numpy.frexp(N - 1)[1] + K*(2*N - 2)/(B*N)


def binomial_tree__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """binomial-tree/all-reduce time with infinite bandwidth, s: ``(K*gamma + 2*alpha)*ceil_log2(N)``."""
    return (K*gamma + 2*alpha)*numpy.frexp(N - 1)[1]


def binomial_tree__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """binomial-tree/all-reduce B for a comm budget, bytes/s: ``-2*K*ceil_log2(N)/(K*gamma*ceil_log2(N) + 2*alpha*ceil_log2(N) - budget)``."""
    return -2*K*numpy.frexp(N - 1)[1]/(K*gamma*numpy.frexp(N - 1)[1] + 2*alpha*numpy.frexp(N - 1)[1] - budget)


def binomial_tree__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """binomial-tree/all-reduce K for a comm budget, bytes: ``B*(-2*alpha*ceil_log2(N) + budget)/((B*gamma + 2)*ceil_log2(N))``."""
    return B*(-2*alpha*numpy.frexp(N - 1)[1] + budget)/((B*gamma + 2)*numpy.frexp(N - 1)[1])


def binomial_tree__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """binomial-tree/all-reduce alpha for a comm budget, s: ``-K*gamma/2 + budget/(2*ceil_log2(N)) - K/B``."""
    return -1/2*K*gamma + (1/2)*budget/numpy.frexp(N - 1)[1] - K/B


def binomial_tree__broadcast__time(*, B, K, N, alpha, **_):
    """binomial-tree/broadcast completion time, s: ``(alpha + K/B)*ceil_log2(N)``."""
    return (alpha + K/B)*numpy.frexp(N - 1)[1]


def binomial_tree__broadcast__bytes_sent_per_worker(*, K, N, **_):
    """binomial-tree/broadcast bytes sent by the busiest worker: ``K*ceil_log2(N)``."""
    return K*numpy.frexp(N - 1)[1]


def binomial_tree__broadcast__total_bytes(*, K, N, **_):
    """binomial-tree/broadcast bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def binomial_tree__broadcast__latency_steps(*, N, **_):
    """binomial-tree/broadcast sequential message steps: ``ceil_log2(N)``."""
    return numpy.frexp(N - 1)[1]


def binomial_tree__broadcast__busbw_factor(**_):
    """binomial-tree/broadcast nccl-tests busbw/algbw factor: ``1``."""
    return numpy.float64(1)


def binomial_tree__broadcast__lower_bound(*, B, K, N, alpha, **_):
    """binomial-tree/broadcast lower bound on the time, s (collectives/bound.py): ``alpha*ceil_log2(N) + K*several(N)/B``."""
    return alpha*numpy.frexp(N - 1)[1] + K*numpy.minimum(numpy.frexp(N - 1)[1], 1)/B


def binomial_tree__broadcast__min_comm_time(*, N, alpha, **_):
    """binomial-tree/broadcast time with infinite bandwidth, s: ``alpha*ceil_log2(N)``."""
    return alpha*numpy.frexp(N - 1)[1]


def binomial_tree__broadcast__required_bandwidth(*, K, N, alpha, budget, **_):
    """binomial-tree/broadcast B for a comm budget, bytes/s: ``-K*ceil_log2(N)/(alpha*ceil_log2(N) - budget)``."""
    return -K*numpy.frexp(N - 1)[1]/(alpha*numpy.frexp(N - 1)[1] - budget)


def binomial_tree__broadcast__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """binomial-tree/broadcast K for a comm budget, bytes: ``-B*alpha + B*budget/ceil_log2(N)``."""
    return -B*alpha + B*budget/numpy.frexp(N - 1)[1]


def binomial_tree__broadcast__max_latency(*, B, K, N, budget, **_):
    """binomial-tree/broadcast alpha for a comm budget, s: ``budget/ceil_log2(N) - K/B``."""
    return budget/numpy.frexp(N - 1)[1] - K/B


def binomial_tree__reduce__time(*, B, K, N, alpha, gamma, **_):
    """binomial-tree/reduce completion time, s: ``(K*gamma + alpha + K/B)*ceil_log2(N)``."""
    return (K*gamma + alpha + K/B)*numpy.frexp(N - 1)[1]


def binomial_tree__reduce__bytes_sent_per_worker(*, K, N, **_):
    """binomial-tree/reduce bytes sent by the busiest worker: ``K*several(N)``."""
    return K*numpy.minimum(numpy.frexp(N - 1)[1], 1)


def binomial_tree__reduce__total_bytes(*, K, N, **_):
    """binomial-tree/reduce bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def binomial_tree__reduce__latency_steps(*, N, **_):
    """binomial-tree/reduce sequential message steps: ``ceil_log2(N)``."""
    return numpy.frexp(N - 1)[1]


def binomial_tree__reduce__busbw_factor(**_):
    """binomial-tree/reduce nccl-tests busbw/algbw factor: ``1``."""
    return numpy.float64(1)


def binomial_tree__reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """binomial-tree/reduce lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*several(N)/B``."""
    return K*gamma*(N - 1)/N + alpha*numpy.frexp(N - 1)[1] + K*numpy.minimum(numpy.frexp(N - 1)[1], 1)/B


def binomial_tree__reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """binomial-tree/reduce time with infinite bandwidth, s: ``(K*gamma + alpha)*ceil_log2(N)``."""
    return (K*gamma + alpha)*numpy.frexp(N - 1)[1]


def binomial_tree__reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """binomial-tree/reduce B for a comm budget, bytes/s: ``-K*ceil_log2(N)/(K*gamma*ceil_log2(N) + alpha*ceil_log2(N) - budget)``."""
    return -K*numpy.frexp(N - 1)[1]/(K*gamma*numpy.frexp(N - 1)[1] + alpha*numpy.frexp(N - 1)[1] - budget)


def binomial_tree__reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """binomial-tree/reduce K for a comm budget, bytes: ``B*(-alpha*ceil_log2(N) + budget)/((B*gamma + 1)*ceil_log2(N))``."""
    return B*(-alpha*numpy.frexp(N - 1)[1] + budget)/((B*gamma + 1)*numpy.frexp(N - 1)[1])


def binomial_tree__reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """binomial-tree/reduce alpha for a comm budget, s: ``-K*gamma + budget/ceil_log2(N) - K/B``."""
    return -K*gamma + budget/numpy.frexp(N - 1)[1] - K/B


def double_binary_tree__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """double-binary-tree/all-reduce completion time, s: ``K*gamma*(N - 1)/N + 2*alpha*ceil_log2(N) + K*(2*N - 2)/(B*N)``."""
    return K*gamma*(N - 1)/N + 2*alpha*numpy.frexp(N - 1)[1] + K*(2*N - 2)/(B*N)


def double_binary_tree__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """double-binary-tree/all-reduce bytes sent by the busiest worker: ``K*(2*N - 2)/N``."""
    return K*(2*N - 2)/N


def double_binary_tree__all_reduce__total_bytes(*, K, N, **_):
    """double-binary-tree/all-reduce bytes sent by all workers: ``K*(2*N - 2)``."""
    return K*(2*N - 2)


def double_binary_tree__all_reduce__latency_steps(*, N, **_):
    """double-binary-tree/all-reduce sequential message steps: ``2*ceil_log2(N)``."""
    return 2*numpy.frexp(N - 1)[1]


def double_binary_tree__all_reduce__busbw_factor(*, N, **_):
    """double-binary-tree/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def double_binary_tree__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """double-binary-tree/all-reduce lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*(2*N - 2)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*numpy.frexp(N - 1)[1] + K*(2*N - 2)/(B*N)


def double_binary_tree__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """double-binary-tree/all-reduce time with infinite bandwidth, s: ``K*gamma - K*gamma/N + 2*alpha*ceil_log2(N)``."""
    return K*gamma - K*gamma/N + 2*alpha*numpy.frexp(N - 1)[1]


def double_binary_tree__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """double-binary-tree/all-reduce B for a comm budget, bytes/s: ``2*K*(1 - N)/(K*N*gamma - K*gamma + 2*N*alpha*ceil_log2(N) - N*budget)``."""
    return 2*K*(1 - N)/(K*N*gamma - K*gamma + 2*N*alpha*numpy.frexp(N - 1)[1] - N*budget)


def double_binary_tree__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """double-binary-tree/all-reduce K for a comm budget, bytes: ``B*N*(-2*alpha*ceil_log2(N) + budget)/(B*N*gamma - B*gamma + 2*N - 2)``."""
    return B*N*(-2*alpha*numpy.frexp(N - 1)[1] + budget)/(B*N*gamma - B*gamma + 2*N - 2)


def double_binary_tree__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """double-binary-tree/all-reduce alpha for a comm budget, s: ``(B*K*gamma/2 - B*N*(K*gamma - budget)/2 - K*N + K)/(B*N*ceil_log2(N))``."""
    return ((1/2)*B*K*gamma - 1/2*B*N*(K*gamma - budget) - K*N + K)/(B*N*numpy.frexp(N - 1)[1])


def recursive_doubling__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """recursive-doubling/all-reduce completion time, s: ``K*gamma*ceil_log2(N) + (alpha + K/B)*(2*ceil_log2(N) - floor_log2(N))``."""
    return K*gamma*numpy.frexp(N - 1)[1] + (alpha + K/B)*(2*numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1))


def recursive_doubling__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """recursive-doubling/all-reduce bytes sent by the busiest worker: ``K*ceil_log2(N)``."""
    return K*numpy.frexp(N - 1)[1]


def recursive_doubling__all_reduce__total_bytes(*, K, N, **_):
    """recursive-doubling/all-reduce bytes sent by all workers: ``K*(2**floor_log2(N)*floor_log2(N) - 2*2**floor_log2(N) + 2*N)``."""
    return K*(2**(numpy.frexp(N)[1] - 1)*(numpy.frexp(N)[1] - 1) - 2*2**(numpy.frexp(N)[1] - 1) + 2*N)


def recursive_doubling__all_reduce__latency_steps(*, N, **_):
    """recursive-doubling/all-reduce sequential message steps: ``2*ceil_log2(N) - floor_log2(N)``."""
    return 2*numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1)


def recursive_doubling__all_reduce__busbw_factor(*, N, **_):
    """recursive-doubling/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def recursive_doubling__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """recursive-doubling/all-reduce lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*(2*N - 2)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*numpy.frexp(N - 1)[1] + K*(2*N - 2)/(B*N)


def recursive_doubling__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """recursive-doubling/all-reduce time with infinite bandwidth, s: ``K*gamma*ceil_log2(N) + 2*alpha*ceil_log2(N) - alpha*floor_log2(N)``."""
    return K*gamma*numpy.frexp(N - 1)[1] + 2*alpha*numpy.frexp(N - 1)[1] - alpha*(numpy.frexp(N)[1] - 1)


def recursive_doubling__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """recursive-doubling/all-reduce B for a comm budget, bytes/s: ``K*(-2*ceil_log2(N) + floor_log2(N))/(K*gamma*ceil_log2(N) + 2*alpha*ceil_log2(N) - alpha*floor_log2(N) - budget)``."""
    return K*(-2*numpy.frexp(N - 1)[1] + (numpy.frexp(N)[1] - 1))/(K*gamma*numpy.frexp(N - 1)[1] + 2*alpha*numpy.frexp(N - 1)[1] - alpha*(numpy.frexp(N)[1] - 1) - budget)


def recursive_doubling__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """recursive-doubling/all-reduce K for a comm budget, bytes: ``B*(-2*alpha*ceil_log2(N) + alpha*floor_log2(N) + budget)/(B*gamma*ceil_log2(N) + 2*ceil_log2(N) - floor_log2(N))``."""
    return B*(-2*alpha*numpy.frexp(N - 1)[1] + alpha*(numpy.frexp(N)[1] - 1) + budget)/(B*gamma*numpy.frexp(N - 1)[1] + 2*numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1))


def recursive_doubling__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """recursive-doubling/all-reduce alpha for a comm budget, s: ``(-B*K*gamma*ceil_log2(N) + B*budget - 2*K*ceil_log2(N) + K*floor_log2(N))/(B*(2*ceil_log2(N) - floor_log2(N)))``."""
    return (-B*K*gamma*numpy.frexp(N - 1)[1] + B*budget - 2*K*numpy.frexp(N - 1)[1] + K*(numpy.frexp(N)[1] - 1))/(B*(2*numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1)))


def rabenseifner__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """rabenseifner/all-reduce completion time, s: ``K*gamma*(ceil_log2(N) - floor_log2(N) + (2**floor_log2(N) - 1)/2**floor_log2(N)) + 2*alpha*ceil_log2(N) + K*(2*ceil_log2(N) - 2*floor_log2(N) + (2*2**floor_log2(N) - 2)/2**floor_log2(N))/B``."""
    return K*gamma*(numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1) + 2**(-(numpy.frexp(N)[1] - 1))*(2**(numpy.frexp(N)[1] - 1) - 1)) + 2*alpha*numpy.frexp(N - 1)[1] + K*(2*numpy.frexp(N - 1)[1] - 2*(numpy.frexp(N)[1] - 1) + 2**(-(numpy.frexp(N)[1] - 1))*(2*2**(numpy.frexp(N)[1] - 1) - 2))/B


def rabenseifner__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """rabenseifner/all-reduce bytes sent by the busiest worker: ``K*(ceil_log2(N) - floor_log2(N) + (2*2**floor_log2(N) - 2)/2**floor_log2(N))``."""
    return K*(numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1) + 2**(-(numpy.frexp(N)[1] - 1))*(2*2**(numpy.frexp(N)[1] - 1) - 2))


def rabenseifner__all_reduce__total_bytes(*, K, N, **_):
    """rabenseifner/all-reduce bytes sent by all workers: ``K*(-2*2**floor_log2(N) + 2*N) + K*(2*2**floor_log2(N) - 2)``."""
    return K*(-2*2**(numpy.frexp(N)[1] - 1) + 2*N) + K*(2*2**(numpy.frexp(N)[1] - 1) - 2)


def rabenseifner__all_reduce__latency_steps(*, N, **_):
    """rabenseifner/all-reduce sequential message steps: ``2*ceil_log2(N)``."""
    return 2*numpy.frexp(N - 1)[1]


def rabenseifner__all_reduce__busbw_factor(*, N, **_):
    """rabenseifner/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def rabenseifner__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """rabenseifner/all-reduce lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*(2*N - 2)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*numpy.frexp(N - 1)[1] + K*(2*N - 2)/(B*N)


def rabenseifner__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """rabenseifner/all-reduce time with infinite bandwidth, s: ``K*gamma*ceil_log2(N) - K*gamma*floor_log2(N) + K*gamma + 2*alpha*ceil_log2(N) - K*gamma/2**floor_log2(N)``."""
    return K*gamma*numpy.frexp(N - 1)[1] - K*gamma*(numpy.frexp(N)[1] - 1) + K*gamma + 2*alpha*numpy.frexp(N - 1)[1] - 2**(-(numpy.frexp(N)[1] - 1))*K*gamma


def rabenseifner__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """rabenseifner/all-reduce B for a comm budget, bytes/s: ``2*K*(-2**floor_log2(N)*ceil_log2(N) + 2**floor_log2(N)*floor_log2(N) - 2**floor_log2(N) + 1)/(2**(floor_log2(N) + 1)*alpha*ceil_log2(N) + 2**floor_log2(N)*K*gamma*ceil_log2(N) - 2**floor_log2(N)*K*gamma*floor_log2(N) + 2**floor_log2(N)*K*gamma - 2**floor_log2(N)*budget - K*gamma)``."""
    return 2*K*(-2**(numpy.frexp(N)[1] - 1)*numpy.frexp(N - 1)[1] + 2**(numpy.frexp(N)[1] - 1)*(numpy.frexp(N)[1] - 1) - 2**(numpy.frexp(N)[1] - 1) + 1)/(2**((numpy.frexp(N)[1] - 1) + 1)*alpha*numpy.frexp(N - 1)[1] + 2**(numpy.frexp(N)[1] - 1)*K*gamma*numpy.frexp(N - 1)[1] - 2**(numpy.frexp(N)[1] - 1)*K*gamma*(numpy.frexp(N)[1] - 1) + 2**(numpy.frexp(N)[1] - 1)*K*gamma - 2**(numpy.frexp(N)[1] - 1)*budget - K*gamma)


def rabenseifner__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """rabenseifner/all-reduce K for a comm budget, bytes: ``B*(-2**(2*floor_log2(N) + 1)*alpha*ceil_log2(N) + 4**floor_log2(N)*budget)/(2**floor_log2(N)*(2**floor_log2(N)*B*gamma*ceil_log2(N) - 2**floor_log2(N)*B*gamma*floor_log2(N) + 2**floor_log2(N)*B*gamma + 2*2**floor_log2(N)*ceil_log2(N) - 2*2**floor_log2(N)*floor_log2(N) + 2*2**floor_log2(N) - B*gamma - 2))``."""
    return 2**(-(numpy.frexp(N)[1] - 1))*B*(-2**(2*(numpy.frexp(N)[1] - 1) + 1)*alpha*numpy.frexp(N - 1)[1] + 4**(numpy.frexp(N)[1] - 1)*budget)/(2**(numpy.frexp(N)[1] - 1)*B*gamma*numpy.frexp(N - 1)[1] - 2**(numpy.frexp(N)[1] - 1)*B*gamma*(numpy.frexp(N)[1] - 1) + 2**(numpy.frexp(N)[1] - 1)*B*gamma + 2*2**(numpy.frexp(N)[1] - 1)*numpy.frexp(N - 1)[1] - 2*2**(numpy.frexp(N)[1] - 1)*(numpy.frexp(N)[1] - 1) + 2*2**(numpy.frexp(N)[1] - 1) - B*gamma - 2)


def rabenseifner__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """rabenseifner/all-reduce alpha for a comm budget, s: ``2**(-2*floor_log2(N) - 1)*(2**(floor_log2(N) + 1)*K + 2**(2*floor_log2(N) + 1)*K*(floor_log2(N) - 1) - 2**(2*floor_log2(N) + 1)*K*ceil_log2(N) + 2**floor_log2(N)*B*K*gamma - 4**floor_log2(N)*B*K*gamma*ceil_log2(N) + 4**floor_log2(N)*B*(K*gamma*floor_log2(N) - K*gamma + budget))/(B*ceil_log2(N))``."""
    return 2**(-2.0*(numpy.frexp(N)[1] - 1) - 1.0)*(2**((numpy.frexp(N)[1] - 1) + 1)*K + 2**(2*(numpy.frexp(N)[1] - 1) + 1)*K*((numpy.frexp(N)[1] - 1) - 1) - 2**(2*(numpy.frexp(N)[1] - 1) + 1)*K*numpy.frexp(N - 1)[1] + 2**(numpy.frexp(N)[1] - 1)*B*K*gamma - 4**(numpy.frexp(N)[1] - 1)*B*K*gamma*numpy.frexp(N - 1)[1] + 4**(numpy.frexp(N)[1] - 1)*B*(K*gamma*(numpy.frexp(N)[1] - 1) - K*gamma + budget))/(B*numpy.frexp(N - 1)[1])


def recursive_halving__reduce_scatter__time(*, B, K, N, alpha, gamma, **_):
    """recursive-halving/reduce-scatter completion time, s: ``K*gamma*(ceil_log2(N) - floor_log2(N) + (2**floor_log2(N) - 1)/2**floor_log2(N)) + alpha*(2*ceil_log2(N) - floor_log2(N)) + K*(ceil_log2(N) - floor_log2(N) + (ceil_log2(N) - floor_log2(N))/N + (2**floor_log2(N) - 1)/2**floor_log2(N))/B``."""
    return K*gamma*(numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1) + 2**(-(numpy.frexp(N)[1] - 1))*(2**(numpy.frexp(N)[1] - 1) - 1)) + alpha*(2*numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1)) + K*(numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1) + (numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1))/N + 2**(-(numpy.frexp(N)[1] - 1))*(2**(numpy.frexp(N)[1] - 1) - 1))/B


def recursive_halving__reduce_scatter__bytes_sent_per_worker(*, K, N, **_):
    """recursive-halving/reduce-scatter bytes sent by the busiest worker: ``K*((2**floor_log2(N) - 1)/2**floor_log2(N) + (ceil_log2(N) - floor_log2(N))/2**floor_log2(N))``."""
    return K*(2**(-(numpy.frexp(N)[1] - 1))*(2**(numpy.frexp(N)[1] - 1) - 1) + 2**(-(numpy.frexp(N)[1] - 1))*(numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1)))


def recursive_halving__reduce_scatter__total_bytes(*, K, N, **_):
    """recursive-halving/reduce-scatter bytes sent by all workers: ``K*(2**floor_log2(N) - 1) + (-2**floor_log2(N) + N)*(K + K/N)``."""
    return K*(2**(numpy.frexp(N)[1] - 1) - 1) + (-2**(numpy.frexp(N)[1] - 1) + N)*(K + K/N)


def recursive_halving__reduce_scatter__latency_steps(*, N, **_):
    """recursive-halving/reduce-scatter sequential message steps: ``2*ceil_log2(N) - floor_log2(N)``."""
    return 2*numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1)


def recursive_halving__reduce_scatter__busbw_factor(*, N, **_):
    """recursive-halving/reduce-scatter nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def recursive_halving__reduce_scatter__lower_bound(*, B, K, N, alpha, gamma, **_):
    """recursive-halving/reduce-scatter lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*(N - 1)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*numpy.frexp(N - 1)[1] + K*(N - 1)/(B*N)


def recursive_halving__reduce_scatter__min_comm_time(*, K, N, alpha, gamma, **_):
    """recursive-halving/reduce-scatter time with infinite bandwidth, s: ``K*gamma*ceil_log2(N) - K*gamma*floor_log2(N) + K*gamma + 2*alpha*ceil_log2(N) - alpha*floor_log2(N) - K*gamma/2**floor_log2(N)``."""
    return K*gamma*numpy.frexp(N - 1)[1] - K*gamma*(numpy.frexp(N)[1] - 1) + K*gamma + 2*alpha*numpy.frexp(N - 1)[1] - alpha*(numpy.frexp(N)[1] - 1) - 2**(-(numpy.frexp(N)[1] - 1))*K*gamma


def recursive_halving__reduce_scatter__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """recursive-halving/reduce-scatter B for a comm budget, bytes/s: ``K*(2**floor_log2(N)*N - 4**floor_log2(N)*N*ceil_log2(N) + 4**floor_log2(N)*N*floor_log2(N) - 4**floor_log2(N)*N - 4**floor_log2(N)*ceil_log2(N) + 4**floor_log2(N)*floor_log2(N))/(2**floor_log2(N)*N*(2**floor_log2(N)*K*gamma*ceil_log2(N) - 2**floor_log2(N)*K*gamma*floor_log2(N) + 2**floor_log2(N)*K*gamma + 2*2**floor_log2(N)*alpha*ceil_log2(N) - 2**floor_log2(N)*alpha*floor_log2(N) - 2**floor_log2(N)*budget - K*gamma))``."""
    return 2**(-(numpy.frexp(N)[1] - 1))*K*(2**(numpy.frexp(N)[1] - 1)*N - 4**(numpy.frexp(N)[1] - 1)*N*numpy.frexp(N - 1)[1] + 4**(numpy.frexp(N)[1] - 1)*N*(numpy.frexp(N)[1] - 1) - 4**(numpy.frexp(N)[1] - 1)*N - 4**(numpy.frexp(N)[1] - 1)*numpy.frexp(N - 1)[1] + 4**(numpy.frexp(N)[1] - 1)*(numpy.frexp(N)[1] - 1))/(N*(2**(numpy.frexp(N)[1] - 1)*K*gamma*numpy.frexp(N - 1)[1] - 2**(numpy.frexp(N)[1] - 1)*K*gamma*(numpy.frexp(N)[1] - 1) + 2**(numpy.frexp(N)[1] - 1)*K*gamma + 2*2**(numpy.frexp(N)[1] - 1)*alpha*numpy.frexp(N - 1)[1] - 2**(numpy.frexp(N)[1] - 1)*alpha*(numpy.frexp(N)[1] - 1) - 2**(numpy.frexp(N)[1] - 1)*budget - K*gamma))


def recursive_halving__reduce_scatter__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """recursive-halving/reduce-scatter K for a comm budget, bytes: ``B*N*(-2**(2*floor_log2(N) + 1)*alpha*ceil_log2(N) + 4**floor_log2(N)*alpha*floor_log2(N) + 4**floor_log2(N)*budget)/(2**floor_log2(N)*(2**floor_log2(N)*B*N*gamma*ceil_log2(N) - 2**floor_log2(N)*B*N*gamma*floor_log2(N) + 2**floor_log2(N)*B*N*gamma + 2**floor_log2(N)*N*ceil_log2(N) - 2**floor_log2(N)*N*floor_log2(N) + 2**floor_log2(N)*N + 2**floor_log2(N)*ceil_log2(N) - 2**floor_log2(N)*floor_log2(N) - B*N*gamma - N))``."""
    return 2**(-(numpy.frexp(N)[1] - 1))*B*N*(-2**(2*(numpy.frexp(N)[1] - 1) + 1)*alpha*numpy.frexp(N - 1)[1] + 4**(numpy.frexp(N)[1] - 1)*alpha*(numpy.frexp(N)[1] - 1) + 4**(numpy.frexp(N)[1] - 1)*budget)/(2**(numpy.frexp(N)[1] - 1)*B*N*gamma*numpy.frexp(N - 1)[1] - 2**(numpy.frexp(N)[1] - 1)*B*N*gamma*(numpy.frexp(N)[1] - 1) + 2**(numpy.frexp(N)[1] - 1)*B*N*gamma + 2**(numpy.frexp(N)[1] - 1)*N*numpy.frexp(N - 1)[1] - 2**(numpy.frexp(N)[1] - 1)*N*(numpy.frexp(N)[1] - 1) + 2**(numpy.frexp(N)[1] - 1)*N + 2**(numpy.frexp(N)[1] - 1)*numpy.frexp(N - 1)[1] - 2**(numpy.frexp(N)[1] - 1)*(numpy.frexp(N)[1] - 1) - B*N*gamma - N)


def recursive_halving__reduce_scatter__max_latency(*, B, K, N, budget, gamma, **_):
    """recursive-halving/reduce-scatter alpha for a comm budget, s: ``(2**floor_log2(N)*B*K*N*gamma + 2**floor_log2(N)*K*N - 4**floor_log2(N)*B*K*N*gamma*ceil_log2(N) + 4**floor_log2(N)*B*K*N*gamma*floor_log2(N) - 4**floor_log2(N)*B*K*N*gamma + 4**floor_log2(N)*B*N*budget - 4**floor_log2(N)*K*N*ceil_log2(N) + 4**floor_log2(N)*K*N*floor_log2(N) - 4**floor_log2(N)*K*N - 4**floor_log2(N)*K*ceil_log2(N) + 4**floor_log2(N)*K*floor_log2(N))/(4**floor_log2(N)*B*N*(2*ceil_log2(N) - floor_log2(N)))``."""
    return 4**(-(numpy.frexp(N)[1] - 1))*(2**(numpy.frexp(N)[1] - 1)*B*K*N*gamma + 2**(numpy.frexp(N)[1] - 1)*K*N - 4**(numpy.frexp(N)[1] - 1)*B*K*N*gamma*numpy.frexp(N - 1)[1] + 4**(numpy.frexp(N)[1] - 1)*B*K*N*gamma*(numpy.frexp(N)[1] - 1) - 4**(numpy.frexp(N)[1] - 1)*B*K*N*gamma + 4**(numpy.frexp(N)[1] - 1)*B*N*budget - 4**(numpy.frexp(N)[1] - 1)*K*N*numpy.frexp(N - 1)[1] + 4**(numpy.frexp(N)[1] - 1)*K*N*(numpy.frexp(N)[1] - 1) - 4**(numpy.frexp(N)[1] - 1)*K*N - 4**(numpy.frexp(N)[1] - 1)*K*numpy.frexp(N - 1)[1] + 4**(numpy.frexp(N)[1] - 1)*K*(numpy.frexp(N)[1] - 1))/(B*N*(2*numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1)))


def recursive_doubling__all_gather__time(*, B, K, N, alpha, **_):
    """recursive-doubling/all-gather completion time, s: ``alpha*ceil_log2(N) + K*(N - 1)/(B*N)``."""
    return alpha*numpy.frexp(N - 1)[1] + K*(N - 1)/(B*N)


def recursive_doubling__all_gather__bytes_sent_per_worker(*, K, N, **_):
    """recursive-doubling/all-gather bytes sent by the busiest worker: ``K*(N - 1)/N``."""
    return K*(N - 1)/N


def recursive_doubling__all_gather__total_bytes(*, K, N, **_):
    """recursive-doubling/all-gather bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def recursive_doubling__all_gather__latency_steps(*, N, **_):
    """recursive-doubling/all-gather sequential message steps: ``ceil_log2(N)``."""
    return numpy.frexp(N - 1)[1]


def recursive_doubling__all_gather__busbw_factor(*, N, **_):
    """recursive-doubling/all-gather nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def recursive_doubling__all_gather__lower_bound(*, B, K, N, alpha, **_):
    """recursive-doubling/all-gather lower bound on the time, s (collectives/bound.py): ``alpha*ceil_log2(N) + K*(N - 1)/(B*N)``."""
    return alpha*numpy.frexp(N - 1)[1] + K*(N - 1)/(B*N)


def recursive_doubling__all_gather__min_comm_time(*, N, alpha, **_):
    """recursive-doubling/all-gather time with infinite bandwidth, s: ``alpha*ceil_log2(N)``."""
    return alpha*numpy.frexp(N - 1)[1]


def recursive_doubling__all_gather__required_bandwidth(*, K, N, alpha, budget, **_):
    """recursive-doubling/all-gather B for a comm budget, bytes/s: ``K*(1 - N)/(N*(alpha*ceil_log2(N) - budget))``."""
    return K*(1 - N)/(N*(alpha*numpy.frexp(N - 1)[1] - budget))


def recursive_doubling__all_gather__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """recursive-doubling/all-gather K for a comm budget, bytes: ``B*N*(-alpha*ceil_log2(N) + budget)/(N - 1)``."""
    return B*N*(-alpha*numpy.frexp(N - 1)[1] + budget)/(N - 1)


def recursive_doubling__all_gather__max_latency(*, B, K, N, budget, **_):
    """recursive-doubling/all-gather alpha for a comm budget, s: ``(B*N*budget - K*N + K)/(B*N*ceil_log2(N))``."""
    return (B*N*budget - K*N + K)/(B*N*numpy.frexp(N - 1)[1])


def bruck__all_to_all__time(*, B, K, N, alpha, **_):
    """bruck/all-to-all completion time, s: ``(alpha + K/(2*B))*ceil_log2(N)``."""
    return (alpha + (1/2)*K/B)*numpy.frexp(N - 1)[1]


def bruck__all_to_all__bytes_sent_per_worker(*, K, N, **_):
    """bruck/all-to-all bytes sent by the busiest worker: ``K*ceil_log2(N)/2``."""
    return (1/2)*K*numpy.frexp(N - 1)[1]


def bruck__all_to_all__total_bytes(*, K, N, **_):
    """bruck/all-to-all bytes sent by all workers: ``K*N*ceil_log2(N)/2``."""
    return (1/2)*K*N*numpy.frexp(N - 1)[1]


def bruck__all_to_all__latency_steps(*, N, **_):
    """bruck/all-to-all sequential message steps: ``ceil_log2(N)``."""
    return numpy.frexp(N - 1)[1]


def bruck__all_to_all__busbw_factor(*, N, **_):
    """bruck/all-to-all nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def bruck__all_to_all__lower_bound(*, B, K, N, alpha, **_):
    """bruck/all-to-all lower bound on the time, s (collectives/bound.py): ``alpha*ceil_log2(N) + K*(N - 1)/(B*N)``."""
    return alpha*numpy.frexp(N - 1)[1] + K*(N - 1)/(B*N)


def bruck__all_to_all__min_comm_time(*, N, alpha, **_):
    """bruck/all-to-all time with infinite bandwidth, s: ``alpha*ceil_log2(N)``."""
    return alpha*numpy.frexp(N - 1)[1]


def bruck__all_to_all__required_bandwidth(*, K, N, alpha, budget, **_):
    """bruck/all-to-all B for a comm budget, bytes/s: ``-K*ceil_log2(N)/(2*alpha*ceil_log2(N) - 2*budget)``."""
    return -K*numpy.frexp(N - 1)[1]/(2*alpha*numpy.frexp(N - 1)[1] - 2*budget)


def bruck__all_to_all__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """bruck/all-to-all K for a comm budget, bytes: ``2*B*(-alpha*ceil_log2(N) + budget)/ceil_log2(N)``."""
    return 2*B*(-alpha*numpy.frexp(N - 1)[1] + budget)/numpy.frexp(N - 1)[1]


def bruck__all_to_all__max_latency(*, B, K, N, budget, **_):
    """bruck/all-to-all alpha for a comm budget, s: ``budget/ceil_log2(N) - K/(2*B)``."""
    return budget/numpy.frexp(N - 1)[1] - 1/2*K/B


def hierarchical_ring__all_reduce__time(*, B, B_intra, G, K, N, R, alpha, alpha_intra, gamma, **_):
    """hierarchical-ring/all-reduce completion time, s: ``K*gamma*(-1 + N/G)/N + alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + K*gamma*(G - 1)/G + K*(2*G - 2)/(B_intra*G) + G*K*(-2 + 2*N/G)/(B*N*R)``."""
    return K*gamma*(-1 + N/G)/N + alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + K*gamma*(G - 1)/G + K*(2*G - 2)/(B_intra*G) + G*K*(-2 + 2*N/G)/(B*N*R)


def hierarchical_ring__all_reduce__bytes_sent_per_worker(*, G, K, N, **_):
    """hierarchical-ring/all-reduce bytes sent by the busiest worker: ``K*(-2 + 2*N/G)/N + K*(2*G - 2)/G``."""
    return K*(-2 + 2*N/G)/N + K*(2*G - 2)/G


def hierarchical_ring__all_reduce__total_bytes(*, G, K, N, **_):
    """hierarchical-ring/all-reduce bytes sent by all workers: ``N*(K*(-2 + 2*N/G)/N + K*(2*G - 2)/G)``."""
    return N*(K*(-2 + 2*N/G)/N + K*(2*G - 2)/G)


def hierarchical_ring__all_reduce__latency_steps(*, G, N, **_):
    """hierarchical-ring/all-reduce sequential message steps: ``2*G - 4 + 2*N/G``."""
    return 2*G - 4 + 2*N/G


def hierarchical_ring__all_reduce__busbw_factor(*, N, **_):
    """hierarchical-ring/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def hierarchical_ring__all_reduce__lower_bound(*, B, G, K, N, R, alpha, gamma, **_):
    """hierarchical-ring/all-reduce lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N/G) + G*K*(-2 + 2*N/G)/(B*N*R)``."""
    return K*gamma*(N - 1)/N + alpha*numpy.frexp(-1 + N/G)[1] + G*K*(-2 + 2*N/G)/(B*N*R)


def hierarchical_ring__all_reduce__min_comm_time(*, B_intra, G, K, N, alpha, alpha_intra, gamma, **_):
    """hierarchical-ring/all-reduce time with infinite bandwidth, s: ``2*G*alpha_intra + K*gamma - K*gamma/N - 2*alpha - 2*alpha_intra + 2*N*alpha/G + 2*K/B_intra - 2*K/(B_intra*G)``."""
    return 2*G*alpha_intra + K*gamma - K*gamma/N - 2*alpha - 2*alpha_intra + 2*N*alpha/G + 2*K/B_intra - 2*K/(B_intra*G)


def hierarchical_ring__all_reduce__required_bandwidth(*, B_intra, G, K, N, R, alpha, alpha_intra, budget, gamma, **_):
    """hierarchical-ring/all-reduce B for a comm budget, bytes/s: ``2*B_intra*G*K*(G - N)/(R*(2*B_intra*G**2*N*alpha_intra + B_intra*G*K*N*gamma - B_intra*G*K*gamma - 2*B_intra*G*N*alpha - 2*B_intra*G*N*alpha_intra - B_intra*G*N*budget + 2*B_intra*N**2*alpha + 2*G*K*N - 2*K*N))``."""
    return 2*B_intra*G*K*(G - N)/(R*(2*B_intra*G**2*N*alpha_intra + B_intra*G*K*N*gamma - B_intra*G*K*gamma - 2*B_intra*G*N*alpha - 2*B_intra*G*N*alpha_intra - B_intra*G*N*budget + 2*B_intra*N**2*alpha + 2*G*K*N - 2*K*N))


def hierarchical_ring__all_reduce__max_gradient_bytes(*, B, B_intra, G, N, R, alpha, alpha_intra, budget, gamma, **_):
    """hierarchical-ring/all-reduce K for a comm budget, bytes: ``B*B_intra*N*R*(-2*G**2*alpha_intra + 2*G*alpha + 2*G*alpha_intra + G*budget - 2*N*alpha)/(B*B_intra*G*N*R*gamma - B*B_intra*G*R*gamma + 2*B*G*N*R - 2*B*N*R - 2*B_intra*G**2 + 2*B_intra*G*N)``."""
    return B*B_intra*N*R*(-2*G**2*alpha_intra + 2*G*alpha + 2*G*alpha_intra + G*budget - 2*N*alpha)/(B*B_intra*G*N*R*gamma - B*B_intra*G*R*gamma + 2*B*G*N*R - 2*B*N*R - 2*B_intra*G**2 + 2*B_intra*G*N)


def hierarchical_ring__all_reduce__max_latency(*, B, B_intra, G, K, N, R, alpha_intra, budget, gamma, **_):
    """hierarchical-ring/all-reduce alpha for a comm budget, s: ``(B*B_intra*G**2*N*R*alpha_intra + B*B_intra*G*K*N*R*gamma/2 - B*B_intra*G*K*R*gamma/2 - B*B_intra*G*N*R*alpha_intra - B*B_intra*G*N*R*budget/2 + B*G*K*N*R - B*K*N*R - B_intra*G**2*K + B_intra*G*K*N)/(B*B_intra*N*R*(G - N))``."""
    return (B*B_intra*G**2*N*R*alpha_intra + (1/2)*B*B_intra*G*K*N*R*gamma - 1/2*B*B_intra*G*K*R*gamma - B*B_intra*G*N*R*alpha_intra - 1/2*B*B_intra*G*N*R*budget + B*G*K*N*R - B*K*N*R - B_intra*G**2*K + B_intra*G*K*N)/(B*B_intra*N*R*(G - N))


def hierarchical_ring__all_reduce__max_workers(*, B, B_intra, G, K, R, alpha, alpha_intra, budget, gamma, **_):
    """hierarchical-ring/all-reduce real N for a comm budget (alpha > 0): ``-G**2*alpha_intra/(2*alpha) - G*K*gamma/(4*alpha) + G/2 + G*alpha_intra/(2*alpha) + G*budget/(4*alpha) - G*K/(2*B_intra*alpha) + K/(2*B_intra*alpha) - G*K/(2*B*R*alpha) + sqrt(4*B**2*B_intra**2*G**4*R**2*alpha_intra**2 + 4*B**2*B_intra**2*G**3*K*R**2*alpha_intra*gamma - 8*B**2*B_intra**2*G**3*R**2*alpha*alpha_intra - 8*B**2*B_intra**2*G**3*R**2*alpha_intra**2 - 4*B**2*B_intra**2*G**3*R**2*alpha_intra*budget + B**2*B_intra**2*G**2*K**2*R**2*gamma**2 - 4*B**2*B_intra**2*G**2*K*R**2*alpha*gamma - 4*B**2*B_intra**2*G**2*K*R**2*alpha_intra*gamma - 2*B**2*B_intra**2*G**2*K*R**2*budget*gamma + 4*B**2*B_intra**2*G**2*R**2*alpha**2 + 8*B**2*B_intra**2*G**2*R**2*alpha*alpha_intra + 4*B**2*B_intra**2*G**2*R**2*alpha*budget + 4*B**2*B_intra**2*G**2*R**2*alpha_intra**2 + 4*B**2*B_intra**2*G**2*R**2*alpha_intra*budget + B**2*B_intra**2*G**2*R**2*budget**2 + 8*B**2*B_intra**2*G*K*R**2*alpha*gamma + 8*B**2*B_intra*G**3*K*R**2*alpha_intra + 4*B**2*B_intra*G**2*K**2*R**2*gamma - 8*B**2*B_intra*G**2*K*R**2*alpha - 16*B**2*B_intra*G**2*K*R**2*alpha_intra - 4*B**2*B_intra*G**2*K*R**2*budget - 4*B**2*B_intra*G*K**2*R**2*gamma + 8*B**2*B_intra*G*K*R**2*alpha + 8*B**2*B_intra*G*K*R**2*alpha_intra + 4*B**2*B_intra*G*K*R**2*budget + 4*B**2*G**2*K**2*R**2 - 8*B**2*G*K**2*R**2 + 4*B**2*K**2*R**2 + 8*B*B_intra**2*G**3*K*R*alpha_intra + 4*B*B_intra**2*G**2*K**2*R*gamma + 8*B*B_intra**2*G**2*K*R*alpha - 8*B*B_intra**2*G**2*K*R*alpha_intra - 4*B*B_intra**2*G**2*K*R*budget + 8*B*B_intra*G**2*K**2*R - 8*B*B_intra*G*K**2*R + 4*B_intra**2*G**2*K**2)/(4*B*B_intra*R*alpha)``."""
    return -1/2*G**2*alpha_intra/alpha - 1/4*G*K*gamma/alpha + (1/2)*G + (1/2)*G*alpha_intra/alpha + (1/4)*G*budget/alpha - 1/2*G*K/(B_intra*alpha) + (1/2)*K/(B_intra*alpha) - 1/2*G*K/(B*R*alpha) + (1/4)*numpy.sqrt(4*B**2*B_intra**2*G**4*R**2*alpha_intra**2 + 4*B**2*B_intra**2*G**3*K*R**2*alpha_intra*gamma - 8*B**2*B_intra**2*G**3*R**2*alpha*alpha_intra - 8*B**2*B_intra**2*G**3*R**2*alpha_intra**2 - 4*B**2*B_intra**2*G**3*R**2*alpha_intra*budget + B**2*B_intra**2*G**2*K**2*R**2*gamma**2 - 4*B**2*B_intra**2*G**2*K*R**2*alpha*gamma - 4*B**2*B_intra**2*G**2*K*R**2*alpha_intra*gamma - 2*B**2*B_intra**2*G**2*K*R**2*budget*gamma + 4*B**2*B_intra**2*G**2*R**2*alpha**2 + 8*B**2*B_intra**2*G**2*R**2*alpha*alpha_intra + 4*B**2*B_intra**2*G**2*R**2*alpha*budget + 4*B**2*B_intra**2*G**2*R**2*alpha_intra**2 + 4*B**2*B_intra**2*G**2*R**2*alpha_intra*budget + B**2*B_intra**2*G**2*R**2*budget**2 + 8*B**2*B_intra**2*G*K*R**2*alpha*gamma + 8*B**2*B_intra*G**3*K*R**2*alpha_intra + 4*B**2*B_intra*G**2*K**2*R**2*gamma - 8*B**2*B_intra*G**2*K*R**2*alpha - 16*B**2*B_intra*G**2*K*R**2*alpha_intra - 4*B**2*B_intra*G**2*K*R**2*budget - 4*B**2*B_intra*G*K**2*R**2*gamma + 8*B**2*B_intra*G*K*R**2*alpha + 8*B**2*B_intra*G*K*R**2*alpha_intra + 4*B**2*B_intra*G*K*R**2*budget + 4*B**2*G**2*K**2*R**2 - 8*B**2*G*K**2*R**2 + 4*B**2*K**2*R**2 + 8*B*B_intra**2*G**3*K*R*alpha_intra + 4*B*B_intra**2*G**2*K**2*R*gamma + 8*B*B_intra**2*G**2*K*R*alpha - 8*B*B_intra**2*G**2*K*R*alpha_intra - 4*B*B_intra**2*G**2*K*R*budget + 8*B*B_intra*G**2*K**2*R - 8*B*B_intra*G*K**2*R + 4*B_intra**2*G**2*K**2)/(B*B_intra*R*alpha)


def hierarchical_ring__all_reduce__max_workers_no_latency(*, B, B_intra, G, K, R, alpha_intra, budget, gamma, **_):
    """hierarchical-ring/all-reduce real N for a comm budget (alpha = 0): ``B_intra*G*K*(B*R*gamma + 2*G)/(2*B*B_intra*G**2*R*alpha_intra + B*B_intra*G*K*R*gamma - 2*B*B_intra*G*R*alpha_intra - B*B_intra*G*R*budget + 2*B*G*K*R - 2*B*K*R + 2*B_intra*G*K)``."""
    return B_intra*G*K*(B*R*gamma + 2*G)/(2*B*B_intra*G**2*R*alpha_intra + B*B_intra*G*K*R*gamma - 2*B*B_intra*G*R*alpha_intra - B*B_intra*G*R*budget + 2*B*G*K*R - 2*B*K*R + 2*B_intra*G*K)


def hierarchical_ring__all_reduce__workers_limit(*, B, B_intra, G, K, R, alpha_intra, gamma, **_):
    """hierarchical-ring/all-reduce lim N->oo of time with alpha = 0, s: ``2*G*alpha_intra + K*gamma - 2*alpha_intra + 2*K/B_intra - 2*K/(B_intra*G) + 2*K/(B*R)``."""
    return 2*G*alpha_intra + K*gamma - 2*alpha_intra + 2*K/B_intra - 2*K/(B_intra*G) + 2*K/(B*R)


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
}


def memory__zero0__params_bytes(*, Psi, b_w, **_):
    """ZeRO stage 0 parameters per device, B: ``Psi*b_w``."""
    return Psi*b_w


def memory__zero0__grads_bytes(*, Psi, b_g, **_):
    """ZeRO stage 0 gradients per device, B: ``Psi*b_g``."""
    return Psi*b_g


def memory__zero0__optimizer_bytes(*, Psi, k_os, **_):
    """ZeRO stage 0 optimizer states per device, B: ``Psi*k_os``."""
    return Psi*k_os


def memory__zero0__model_state_bytes(*, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 0 model states per device, B: ``Psi*b_g + Psi*b_w + Psi*k_os``."""
    return Psi*b_g + Psi*b_w + Psi*k_os


def memory__zero0__bytes_per_device(*, A_act, M_0, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 0 total memory per device, B: ``A_act + M_0 + Psi*b_g + Psi*b_w + Psi*k_os``."""
    return A_act + M_0 + Psi*b_g + Psi*b_w + Psi*k_os


def memory__zero0__sharded_state_bytes(**_):
    """ZeRO stage 0 full size of the sharded states, B: ``0``."""
    return numpy.float64(0)


def memory__zero0__replicated_state_bytes(*, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 0 model states replicated on every device, B: ``Psi*b_g + Psi*b_w + Psi*k_os``."""
    return Psi*b_g + Psi*b_w + Psi*k_os


def memory__zero0__redundancy_bytes(*, N, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 0 (N-1) x replicated states, B: ``(N - 1)*(Psi*b_g + Psi*b_w + Psi*k_os)``."""
    return (N - 1)*(Psi*b_g + Psi*b_w + Psi*k_os)


def memory__zero0__redundancy_removed_bytes(**_):
    """ZeRO stage 0 (N-1) x sharded states, B: ``0``."""
    return numpy.float64(0)


def memory__zero0__saved_bytes_per_device(**_):
    """ZeRO stage 0 saving per device against stage 0, B: ``0``."""
    return numpy.float64(0)


def memory__zero1__params_bytes(*, Psi, b_w, **_):
    """ZeRO stage 1 parameters per device, B: ``Psi*b_w``."""
    return Psi*b_w


def memory__zero1__grads_bytes(*, Psi, b_g, **_):
    """ZeRO stage 1 gradients per device, B: ``Psi*b_g``."""
    return Psi*b_g


def memory__zero1__optimizer_bytes(*, N, Psi, k_os, **_):
    """ZeRO stage 1 optimizer states per device, B: ``Psi*k_os/N``."""
    return Psi*k_os/N


def memory__zero1__model_state_bytes(*, N, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 1 model states per device, B: ``Psi*b_g + Psi*b_w + Psi*k_os/N``."""
    return Psi*b_g + Psi*b_w + Psi*k_os/N


def memory__zero1__bytes_per_device(*, A_act, M_0, N, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 1 total memory per device, B: ``A_act + M_0 + Psi*b_g + Psi*b_w + Psi*k_os/N``."""
    return A_act + M_0 + Psi*b_g + Psi*b_w + Psi*k_os/N


def memory__zero1__sharded_state_bytes(*, Psi, k_os, **_):
    """ZeRO stage 1 full size of the sharded states, B: ``Psi*k_os``."""
    return Psi*k_os


def memory__zero1__replicated_state_bytes(*, Psi, b_g, b_w, **_):
    """ZeRO stage 1 model states replicated on every device, B: ``Psi*b_g + Psi*b_w``."""
    return Psi*b_g + Psi*b_w


def memory__zero1__redundancy_bytes(*, N, Psi, b_g, b_w, **_):
    """ZeRO stage 1 (N-1) x replicated states, B: ``(N - 1)*(Psi*b_g + Psi*b_w)``."""
    return (N - 1)*(Psi*b_g + Psi*b_w)


def memory__zero1__redundancy_removed_bytes(*, N, Psi, k_os, **_):
    """ZeRO stage 1 (N-1) x sharded states, B: ``Psi*k_os*(N - 1)``."""
    return Psi*k_os*(N - 1)


def memory__zero1__saved_bytes_per_device(*, N, Psi, k_os, **_):
    """ZeRO stage 1 saving per device against stage 0, B: ``Psi*k_os*(N - 1)/N``."""
    return Psi*k_os*(N - 1)/N


def memory__zero1__min_workers(*, A_act, M_0, M_avail, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 1 real N at which the memory equals M_avail: ``-Psi*k_os/(A_act + M_0 - M_avail + Psi*b_g + Psi*b_w)``."""
    return -Psi*k_os/(A_act + M_0 - M_avail + Psi*b_g + Psi*b_w)


def memory__zero2__params_bytes(*, Psi, b_w, **_):
    """ZeRO stage 2 parameters per device, B: ``Psi*b_w``."""
    return Psi*b_w


def memory__zero2__grads_bytes(*, N, Psi, b_g, **_):
    """ZeRO stage 2 gradients per device, B: ``Psi*b_g/N``."""
    return Psi*b_g/N


def memory__zero2__optimizer_bytes(*, N, Psi, k_os, **_):
    """ZeRO stage 2 optimizer states per device, B: ``Psi*k_os/N``."""
    return Psi*k_os/N


def memory__zero2__model_state_bytes(*, N, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 2 model states per device, B: ``Psi*b_w + Psi*b_g/N + Psi*k_os/N``."""
    return Psi*b_w + Psi*b_g/N + Psi*k_os/N


def memory__zero2__bytes_per_device(*, A_act, M_0, N, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 2 total memory per device, B: ``A_act + M_0 + Psi*b_w + Psi*b_g/N + Psi*k_os/N``."""
    return A_act + M_0 + Psi*b_w + Psi*b_g/N + Psi*k_os/N


def memory__zero2__sharded_state_bytes(*, Psi, b_g, k_os, **_):
    """ZeRO stage 2 full size of the sharded states, B: ``Psi*b_g + Psi*k_os``."""
    return Psi*b_g + Psi*k_os


def memory__zero2__replicated_state_bytes(*, Psi, b_w, **_):
    """ZeRO stage 2 model states replicated on every device, B: ``Psi*b_w``."""
    return Psi*b_w


def memory__zero2__redundancy_bytes(*, N, Psi, b_w, **_):
    """ZeRO stage 2 (N-1) x replicated states, B: ``Psi*b_w*(N - 1)``."""
    return Psi*b_w*(N - 1)


def memory__zero2__redundancy_removed_bytes(*, N, Psi, b_g, k_os, **_):
    """ZeRO stage 2 (N-1) x sharded states, B: ``(N - 1)*(Psi*b_g + Psi*k_os)``."""
    return (N - 1)*(Psi*b_g + Psi*k_os)


def memory__zero2__saved_bytes_per_device(*, N, Psi, b_g, k_os, **_):
    """ZeRO stage 2 saving per device against stage 0, B: ``Psi*(N*(b_g + k_os) - b_g - k_os)/N``."""
    return Psi*(N*(b_g + k_os) - b_g - k_os)/N


def memory__zero2__min_workers(*, A_act, M_0, M_avail, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 2 real N at which the memory equals M_avail: ``-Psi*(b_g + k_os)/(A_act + M_0 - M_avail + Psi*b_w)``."""
    return -Psi*(b_g + k_os)/(A_act + M_0 - M_avail + Psi*b_w)


def memory__zero3__params_bytes(*, N, Psi, b_w, **_):
    """ZeRO stage 3 parameters per device, B: ``Psi*b_w/N``."""
    return Psi*b_w/N


def memory__zero3__grads_bytes(*, N, Psi, b_g, **_):
    """ZeRO stage 3 gradients per device, B: ``Psi*b_g/N``."""
    return Psi*b_g/N


def memory__zero3__optimizer_bytes(*, N, Psi, k_os, **_):
    """ZeRO stage 3 optimizer states per device, B: ``Psi*k_os/N``."""
    return Psi*k_os/N


def memory__zero3__model_state_bytes(*, N, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 3 model states per device, B: ``Psi*b_g/N + Psi*b_w/N + Psi*k_os/N``."""
    return Psi*b_g/N + Psi*b_w/N + Psi*k_os/N


def memory__zero3__bytes_per_device(*, A_act, M_0, N, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 3 total memory per device, B: ``A_act + M_0 + Psi*b_g/N + Psi*b_w/N + Psi*k_os/N``."""
    return A_act + M_0 + Psi*b_g/N + Psi*b_w/N + Psi*k_os/N


def memory__zero3__sharded_state_bytes(*, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 3 full size of the sharded states, B: ``Psi*b_g + Psi*b_w + Psi*k_os``."""
    return Psi*b_g + Psi*b_w + Psi*k_os


def memory__zero3__replicated_state_bytes(**_):
    """ZeRO stage 3 model states replicated on every device, B: ``0``."""
    return numpy.float64(0)


def memory__zero3__redundancy_bytes(**_):
    """ZeRO stage 3 (N-1) x replicated states, B: ``0``."""
    return numpy.float64(0)


def memory__zero3__redundancy_removed_bytes(*, N, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 3 (N-1) x sharded states, B: ``(N - 1)*(Psi*b_g + Psi*b_w + Psi*k_os)``."""
    return (N - 1)*(Psi*b_g + Psi*b_w + Psi*k_os)


def memory__zero3__saved_bytes_per_device(*, N, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 3 saving per device against stage 0, B: ``Psi*(N*(b_g + b_w + k_os) - b_g - b_w - k_os)/N``."""
    return Psi*(N*(b_g + b_w + k_os) - b_g - b_w - k_os)/N


def memory__zero3__min_workers(*, A_act, M_0, M_avail, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 3 real N at which the memory equals M_avail: ``-Psi*(b_g + b_w + k_os)/(A_act + M_0 - M_avail)``."""
    return -Psi*(b_g + b_w + k_os)/(A_act + M_0 - M_avail)


MEMORY = {
    0: {
        'params_bytes': memory__zero0__params_bytes,
        'grads_bytes': memory__zero0__grads_bytes,
        'optimizer_bytes': memory__zero0__optimizer_bytes,
        'model_state_bytes': memory__zero0__model_state_bytes,
        'bytes_per_device': memory__zero0__bytes_per_device,
        'sharded_state_bytes': memory__zero0__sharded_state_bytes,
        'replicated_state_bytes': memory__zero0__replicated_state_bytes,
        'redundancy_bytes': memory__zero0__redundancy_bytes,
        'redundancy_removed_bytes': memory__zero0__redundancy_removed_bytes,
        'saved_bytes_per_device': memory__zero0__saved_bytes_per_device,
        'min_workers': None,
    },
    1: {
        'params_bytes': memory__zero1__params_bytes,
        'grads_bytes': memory__zero1__grads_bytes,
        'optimizer_bytes': memory__zero1__optimizer_bytes,
        'model_state_bytes': memory__zero1__model_state_bytes,
        'bytes_per_device': memory__zero1__bytes_per_device,
        'sharded_state_bytes': memory__zero1__sharded_state_bytes,
        'replicated_state_bytes': memory__zero1__replicated_state_bytes,
        'redundancy_bytes': memory__zero1__redundancy_bytes,
        'redundancy_removed_bytes': memory__zero1__redundancy_removed_bytes,
        'saved_bytes_per_device': memory__zero1__saved_bytes_per_device,
        'min_workers': memory__zero1__min_workers,
    },
    2: {
        'params_bytes': memory__zero2__params_bytes,
        'grads_bytes': memory__zero2__grads_bytes,
        'optimizer_bytes': memory__zero2__optimizer_bytes,
        'model_state_bytes': memory__zero2__model_state_bytes,
        'bytes_per_device': memory__zero2__bytes_per_device,
        'sharded_state_bytes': memory__zero2__sharded_state_bytes,
        'replicated_state_bytes': memory__zero2__replicated_state_bytes,
        'redundancy_bytes': memory__zero2__redundancy_bytes,
        'redundancy_removed_bytes': memory__zero2__redundancy_removed_bytes,
        'saved_bytes_per_device': memory__zero2__saved_bytes_per_device,
        'min_workers': memory__zero2__min_workers,
    },
    3: {
        'params_bytes': memory__zero3__params_bytes,
        'grads_bytes': memory__zero3__grads_bytes,
        'optimizer_bytes': memory__zero3__optimizer_bytes,
        'model_state_bytes': memory__zero3__model_state_bytes,
        'bytes_per_device': memory__zero3__bytes_per_device,
        'sharded_state_bytes': memory__zero3__sharded_state_bytes,
        'replicated_state_bytes': memory__zero3__replicated_state_bytes,
        'redundancy_bytes': memory__zero3__redundancy_bytes,
        'redundancy_removed_bytes': memory__zero3__redundancy_removed_bytes,
        'saved_bytes_per_device': memory__zero3__saved_bytes_per_device,
        'min_workers': memory__zero3__min_workers,
    },
}

BUDGET_SYMBOL = 'budget'


# ---- training-step model (ringcalc.training): overlap, buckets, compression, scaling

def train_exposed_comm_time(*, F, T_l, T_s, T_t, **_):
    """exposed communication max(T_l, Tt - F*Ts), s: ``Max(T_l, -F*T_s + T_t)``."""
    return numpy.maximum(T_l, -F*T_s + T_t)


def train_iteration_time(*, T_s, T_x, **_):
    """Tp = Ts + exposed communication, s: ``T_s + T_x``."""
    return T_s + T_x


def train_efficiency(*, T_s, T_x, **_):
    """P = Ts/(Ts + exposed), 1: ``T_s/(T_s + T_x)``."""
    return T_s/(T_s + T_x)


def train_speedup(*, N, T_s, T_x, **_):
    """throughput speedup N*P: ``N*T_s/(T_s + T_x)``."""
    return N*T_s/(T_s + T_x)


def train_strong_step_time(*, N, T_s, **_):
    """per-worker compute under strong scaling, s: ``T_s/N``."""
    return T_s/N


def train_samples_per_s_weak(*, N, T_s, T_x, batch, **_):
    """samples/s, weak scaling: ``N*batch/(T_s + T_x)``."""
    return N*batch/(T_s + T_x)


def train_samples_per_s_strong(*, T_s, T_x, batch, **_):
    """samples/s, strong scaling: ``batch/(T_s + T_x)``."""
    return batch/(T_s + T_x)


def train_bucket_count(*, K, b, **_):
    """number of buckets: ``ceiling(K/b)``."""
    return numpy.ceil(K/b)


def train_last_bucket_bytes(*, K, M, b, **_):
    """bytes of the last bucket: ``K - b*(M - 1)``."""
    return K - b*(M - 1)


def train__ring__all_reduce__comm_time(*, B, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """ring/all-reduce Tt of all buckets, s: ``K_l*epsilon + K_l*gamma*(N - 1)/(N*R) + alpha*(2*N - 2) + (M - 1)*(alpha*(2*N - 2) + b*epsilon + b*gamma*(N - 1)/(N*R) + b*(2*N - 2)/(B*N*R)) + K_l*(2*N - 2)/(B*N*R)``."""
    return K_l*epsilon + K_l*gamma*(N - 1)/(N*R) + alpha*(2*N - 2) + (M - 1)*(alpha*(2*N - 2) + b*epsilon + b*gamma*(N - 1)/(N*R) + b*(2*N - 2)/(B*N*R)) + K_l*(2*N - 2)/(B*N*R)


def train__ring__all_reduce__last_bucket_time(*, B, K_l, N, R, alpha, epsilon, gamma, **_):
    """ring/all-reduce time of the last bucket, s: ``K_l*epsilon + K_l*gamma*(N - 1)/(N*R) + alpha*(2*N - 2) + K_l*(2*N - 2)/(B*N*R)``."""
    return K_l*epsilon + K_l*gamma*(N - 1)/(N*R) + alpha*(2*N - 2) + K_l*(2*N - 2)/(B*N*R)


def train__ring__all_reduce__comm_time_floor(*, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """ring/all-reduce Tt of all buckets at infinite bandwidth, s: ``K_l*epsilon + K_l*gamma/R - K_l*gamma/(N*R) + 2*M*N*alpha - 2*M*alpha + M*b*epsilon + M*b*gamma/R - M*b*gamma/(N*R) - b*epsilon - b*gamma/R + b*gamma/(N*R)``."""
    return K_l*epsilon + K_l*gamma/R - K_l*gamma/(N*R) + 2*M*N*alpha - 2*M*alpha + M*b*epsilon + M*b*gamma/R - M*b*gamma/(N*R) - b*epsilon - b*gamma/R + b*gamma/(N*R)


def train__ring__all_reduce__last_bucket_floor(*, K_l, N, R, alpha, epsilon, gamma, **_):
    """ring/all-reduce last bucket at infinite bandwidth, s: ``K_l*epsilon + K_l*gamma/R - K_l*gamma/(N*R) + 2*N*alpha - 2*alpha``."""
    return K_l*epsilon + K_l*gamma/R - K_l*gamma/(N*R) + 2*N*alpha - 2*alpha


def train__ring__all_reduce__required_bandwidth_total(*, F, K_l, M, N, R, T_s, alpha, b, budget, epsilon, gamma, **_):
    """ring/all-reduce B with Tt = budget + F*Ts, bytes/s: ``2*(N - 1)*(K_l + M*b - b)/(F*N*R*T_s - K_l*N*R*epsilon - K_l*N*gamma + K_l*gamma - 2*M*N**2*R*alpha + 2*M*N*R*alpha - M*N*R*b*epsilon - M*N*b*gamma + M*b*gamma + N*R*b*epsilon + N*R*budget + N*b*gamma - b*gamma)``."""
    return 2*(N - 1)*(K_l + M*b - b)/(F*N*R*T_s - K_l*N*R*epsilon - K_l*N*gamma + K_l*gamma - 2*M*N**2*R*alpha + 2*M*N*R*alpha - M*N*R*b*epsilon - M*N*b*gamma + M*b*gamma + N*R*b*epsilon + N*R*budget + N*b*gamma - b*gamma)


def train__ring__all_reduce__required_bandwidth_last(*, K_l, N, R, alpha, budget, epsilon, gamma, **_):
    """ring/all-reduce B with T_last = budget, bytes/s: ``2*K_l*(1 - N)/(K_l*N*R*epsilon + K_l*N*gamma - K_l*gamma + 2*N**2*R*alpha - 2*N*R*alpha - N*R*budget)``."""
    return 2*K_l*(1 - N)/(K_l*N*R*epsilon + K_l*N*gamma - K_l*gamma + 2*N**2*R*alpha - 2*N*R*alpha - N*R*budget)


def train__ring__reduce_scatter__comm_time(*, B, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """ring/reduce-scatter Tt of all buckets, s: ``K_l*epsilon + K_l*gamma*(N - 1)/(N*R) + alpha*(N - 1) + (M - 1)*(alpha*(N - 1) + b*epsilon + b*gamma*(N - 1)/(N*R) + b*(N - 1)/(B*N*R)) + K_l*(N - 1)/(B*N*R)``."""
    return K_l*epsilon + K_l*gamma*(N - 1)/(N*R) + alpha*(N - 1) + (M - 1)*(alpha*(N - 1) + b*epsilon + b*gamma*(N - 1)/(N*R) + b*(N - 1)/(B*N*R)) + K_l*(N - 1)/(B*N*R)


def train__ring__reduce_scatter__last_bucket_time(*, B, K_l, N, R, alpha, epsilon, gamma, **_):
    """ring/reduce-scatter time of the last bucket, s: ``K_l*epsilon + K_l*gamma*(N - 1)/(N*R) + alpha*(N - 1) + K_l*(N - 1)/(B*N*R)``."""
    return K_l*epsilon + K_l*gamma*(N - 1)/(N*R) + alpha*(N - 1) + K_l*(N - 1)/(B*N*R)


def train__ring__reduce_scatter__comm_time_floor(*, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """ring/reduce-scatter Tt of all buckets at infinite bandwidth, s: ``K_l*epsilon + K_l*gamma/R - K_l*gamma/(N*R) + M*N*alpha - M*alpha + M*b*epsilon + M*b*gamma/R - M*b*gamma/(N*R) - b*epsilon - b*gamma/R + b*gamma/(N*R)``."""
    return K_l*epsilon + K_l*gamma/R - K_l*gamma/(N*R) + M*N*alpha - M*alpha + M*b*epsilon + M*b*gamma/R - M*b*gamma/(N*R) - b*epsilon - b*gamma/R + b*gamma/(N*R)


def train__ring__reduce_scatter__last_bucket_floor(*, K_l, N, R, alpha, epsilon, gamma, **_):
    """ring/reduce-scatter last bucket at infinite bandwidth, s: ``K_l*epsilon + K_l*gamma/R - K_l*gamma/(N*R) + N*alpha - alpha``."""
    return K_l*epsilon + K_l*gamma/R - K_l*gamma/(N*R) + N*alpha - alpha


def train__ring__reduce_scatter__required_bandwidth_total(*, F, K_l, M, N, R, T_s, alpha, b, budget, epsilon, gamma, **_):
    """ring/reduce-scatter B with Tt = budget + F*Ts, bytes/s: ``(N - 1)*(K_l + M*b - b)/(F*N*R*T_s - K_l*N*R*epsilon - K_l*N*gamma + K_l*gamma - M*N**2*R*alpha + M*N*R*alpha - M*N*R*b*epsilon - M*N*b*gamma + M*b*gamma + N*R*b*epsilon + N*R*budget + N*b*gamma - b*gamma)``."""
    return (N - 1)*(K_l + M*b - b)/(F*N*R*T_s - K_l*N*R*epsilon - K_l*N*gamma + K_l*gamma - M*N**2*R*alpha + M*N*R*alpha - M*N*R*b*epsilon - M*N*b*gamma + M*b*gamma + N*R*b*epsilon + N*R*budget + N*b*gamma - b*gamma)


def train__ring__reduce_scatter__required_bandwidth_last(*, K_l, N, R, alpha, budget, epsilon, gamma, **_):
    """ring/reduce-scatter B with T_last = budget, bytes/s: ``K_l*(1 - N)/(K_l*N*R*epsilon + K_l*N*gamma - K_l*gamma + N**2*R*alpha - N*R*alpha - N*R*budget)``."""
    return K_l*(1 - N)/(K_l*N*R*epsilon + K_l*N*gamma - K_l*gamma + N**2*R*alpha - N*R*alpha - N*R*budget)


def train__ring__all_gather__comm_time(*, B, K_l, M, N, R, alpha, b, epsilon, **_):
    """ring/all-gather Tt of all buckets, s: ``K_l*epsilon + alpha*(N - 1) + (M - 1)*(alpha*(N - 1) + b*epsilon + b*(N - 1)/(B*N*R)) + K_l*(N - 1)/(B*N*R)``."""
    return K_l*epsilon + alpha*(N - 1) + (M - 1)*(alpha*(N - 1) + b*epsilon + b*(N - 1)/(B*N*R)) + K_l*(N - 1)/(B*N*R)


def train__ring__all_gather__last_bucket_time(*, B, K_l, N, R, alpha, epsilon, **_):
    """ring/all-gather time of the last bucket, s: ``K_l*epsilon + alpha*(N - 1) + K_l*(N - 1)/(B*N*R)``."""
    return K_l*epsilon + alpha*(N - 1) + K_l*(N - 1)/(B*N*R)


def train__ring__all_gather__comm_time_floor(*, K_l, M, N, alpha, b, epsilon, **_):
    """ring/all-gather Tt of all buckets at infinite bandwidth, s: ``K_l*epsilon + M*N*alpha - M*alpha + M*b*epsilon - b*epsilon``."""
    return K_l*epsilon + M*N*alpha - M*alpha + M*b*epsilon - b*epsilon


def train__ring__all_gather__last_bucket_floor(*, K_l, N, alpha, epsilon, **_):
    """ring/all-gather last bucket at infinite bandwidth, s: ``K_l*epsilon + N*alpha - alpha``."""
    return K_l*epsilon + N*alpha - alpha


def train__ring__all_gather__required_bandwidth_total(*, F, K_l, M, N, R, T_s, alpha, b, budget, epsilon, **_):
    """ring/all-gather B with Tt = budget + F*Ts, bytes/s: ``(K_l*N - K_l + M*N*b - M*b - N*b + b)/(N*R*(F*T_s - K_l*epsilon - M*N*alpha + M*alpha - M*b*epsilon + b*epsilon + budget))``."""
    return (K_l*N - K_l + M*N*b - M*b - N*b + b)/(N*R*(F*T_s - K_l*epsilon - M*N*alpha + M*alpha - M*b*epsilon + b*epsilon + budget))


def train__ring__all_gather__required_bandwidth_last(*, K_l, N, R, alpha, budget, epsilon, **_):
    """ring/all-gather B with T_last = budget, bytes/s: ``K_l*(1 - N)/(N*R*(K_l*epsilon + N*alpha - alpha - budget))``."""
    return K_l*(1 - N)/(N*R*(K_l*epsilon + N*alpha - alpha - budget))


def train__ring__broadcast__comm_time(*, B, K_l, M, N, R, alpha, b, epsilon, **_):
    """ring/broadcast Tt of all buckets, s: ``K_l*epsilon + alpha*(N - 1) + (M - 1)*(alpha*(N - 1) + b*epsilon + b*several(N)/(B*R)) + K_l*several(N)/(B*R)``."""
    return K_l*epsilon + alpha*(N - 1) + (M - 1)*(alpha*(N - 1) + b*epsilon + b*numpy.minimum(numpy.frexp(N - 1)[1], 1)/(B*R)) + K_l*numpy.minimum(numpy.frexp(N - 1)[1], 1)/(B*R)


def train__ring__broadcast__last_bucket_time(*, B, K_l, N, R, alpha, epsilon, **_):
    """ring/broadcast time of the last bucket, s: ``K_l*epsilon + alpha*(N - 1) + K_l*several(N)/(B*R)``."""
    return K_l*epsilon + alpha*(N - 1) + K_l*numpy.minimum(numpy.frexp(N - 1)[1], 1)/(B*R)


def train__ring__broadcast__comm_time_floor(*, K_l, M, N, alpha, b, epsilon, **_):
    """ring/broadcast Tt of all buckets at infinite bandwidth, s: ``K_l*epsilon + M*N*alpha - M*alpha + M*b*epsilon - b*epsilon``."""
    return K_l*epsilon + M*N*alpha - M*alpha + M*b*epsilon - b*epsilon


def train__ring__broadcast__last_bucket_floor(*, K_l, N, alpha, epsilon, **_):
    """ring/broadcast last bucket at infinite bandwidth, s: ``K_l*epsilon + N*alpha - alpha``."""
    return K_l*epsilon + N*alpha - alpha


def train__ring__broadcast__required_bandwidth_total(*, F, K_l, M, N, R, T_s, alpha, b, budget, epsilon, **_):
    """ring/broadcast B with Tt = budget + F*Ts, bytes/s: ``(K_l + M*b - b)*several(N)/(R*(F*T_s - K_l*epsilon - M*N*alpha + M*alpha - M*b*epsilon + b*epsilon + budget))``."""
    return (K_l + M*b - b)*numpy.minimum(numpy.frexp(N - 1)[1], 1)/(R*(F*T_s - K_l*epsilon - M*N*alpha + M*alpha - M*b*epsilon + b*epsilon + budget))


def train__ring__broadcast__required_bandwidth_last(*, K_l, N, R, alpha, budget, epsilon, **_):
    """ring/broadcast B with T_last = budget, bytes/s: ``-K_l*several(N)/(R*(K_l*epsilon + N*alpha - alpha - budget))``."""
    return -K_l*numpy.minimum(numpy.frexp(N - 1)[1], 1)/(R*(K_l*epsilon + N*alpha - alpha - budget))


def train__ring__reduce__comm_time(*, B, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """ring/reduce Tt of all buckets, s: ``K_l*epsilon + K_l*gamma*several(N)/R + alpha*(N - 1) + (M - 1)*(alpha*(N - 1) + b*epsilon + b*gamma*several(N)/R + b*several(N)/(B*R)) + K_l*several(N)/(B*R)``."""
    return K_l*epsilon + K_l*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1)/R + alpha*(N - 1) + (M - 1)*(alpha*(N - 1) + b*epsilon + b*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1)/R + b*numpy.minimum(numpy.frexp(N - 1)[1], 1)/(B*R)) + K_l*numpy.minimum(numpy.frexp(N - 1)[1], 1)/(B*R)


def train__ring__reduce__last_bucket_time(*, B, K_l, N, R, alpha, epsilon, gamma, **_):
    """ring/reduce time of the last bucket, s: ``K_l*epsilon + K_l*gamma*several(N)/R + alpha*(N - 1) + K_l*several(N)/(B*R)``."""
    return K_l*epsilon + K_l*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1)/R + alpha*(N - 1) + K_l*numpy.minimum(numpy.frexp(N - 1)[1], 1)/(B*R)


def train__ring__reduce__comm_time_floor(*, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """ring/reduce Tt of all buckets at infinite bandwidth, s: ``K_l*epsilon + K_l*gamma*several(N)/R + M*N*alpha - M*alpha + M*b*epsilon + M*b*gamma*several(N)/R - b*epsilon - b*gamma*several(N)/R``."""
    return K_l*epsilon + K_l*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1)/R + M*N*alpha - M*alpha + M*b*epsilon + M*b*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1)/R - b*epsilon - b*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1)/R


def train__ring__reduce__last_bucket_floor(*, K_l, N, R, alpha, epsilon, gamma, **_):
    """ring/reduce last bucket at infinite bandwidth, s: ``K_l*epsilon + K_l*gamma*several(N)/R + N*alpha - alpha``."""
    return K_l*epsilon + K_l*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1)/R + N*alpha - alpha


def train__ring__reduce__required_bandwidth_total(*, F, K_l, M, N, R, T_s, alpha, b, budget, epsilon, gamma, **_):
    """ring/reduce B with Tt = budget + F*Ts, bytes/s: ``(K_l + M*b - b)*several(N)/(F*R*T_s - K_l*R*epsilon - K_l*gamma*several(N) - M*N*R*alpha + M*R*alpha - M*R*b*epsilon - M*b*gamma*several(N) + R*b*epsilon + R*budget + b*gamma*several(N))``."""
    return (K_l + M*b - b)*numpy.minimum(numpy.frexp(N - 1)[1], 1)/(F*R*T_s - K_l*R*epsilon - K_l*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1) - M*N*R*alpha + M*R*alpha - M*R*b*epsilon - M*b*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1) + R*b*epsilon + R*budget + b*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1))


def train__ring__reduce__required_bandwidth_last(*, K_l, N, R, alpha, budget, epsilon, gamma, **_):
    """ring/reduce B with T_last = budget, bytes/s: ``-K_l*several(N)/(K_l*R*epsilon + K_l*gamma*several(N) + N*R*alpha - R*alpha - R*budget)``."""
    return -K_l*numpy.minimum(numpy.frexp(N - 1)[1], 1)/(K_l*R*epsilon + K_l*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1) + N*R*alpha - R*alpha - R*budget)


def train__ring__all_to_all__comm_time(*, B, K_l, M, N, R, alpha, b, epsilon, **_):
    """ring/all-to-all Tt of all buckets, s: ``K_l*epsilon + alpha*(N - 1) + (M - 1)*(alpha*(N - 1) + b*epsilon + b*(N - 1)/(B*N*R)) + K_l*(N - 1)/(B*N*R)``."""
    return K_l*epsilon + alpha*(N - 1) + (M - 1)*(alpha*(N - 1) + b*epsilon + b*(N - 1)/(B*N*R)) + K_l*(N - 1)/(B*N*R)


def train__ring__all_to_all__last_bucket_time(*, B, K_l, N, R, alpha, epsilon, **_):
    """ring/all-to-all time of the last bucket, s: ``K_l*epsilon + alpha*(N - 1) + K_l*(N - 1)/(B*N*R)``."""
    return K_l*epsilon + alpha*(N - 1) + K_l*(N - 1)/(B*N*R)


def train__ring__all_to_all__comm_time_floor(*, K_l, M, N, alpha, b, epsilon, **_):
    """ring/all-to-all Tt of all buckets at infinite bandwidth, s: ``K_l*epsilon + M*N*alpha - M*alpha + M*b*epsilon - b*epsilon``."""
    return K_l*epsilon + M*N*alpha - M*alpha + M*b*epsilon - b*epsilon


def train__ring__all_to_all__last_bucket_floor(*, K_l, N, alpha, epsilon, **_):
    """ring/all-to-all last bucket at infinite bandwidth, s: ``K_l*epsilon + N*alpha - alpha``."""
    return K_l*epsilon + N*alpha - alpha


def train__ring__all_to_all__required_bandwidth_total(*, F, K_l, M, N, R, T_s, alpha, b, budget, epsilon, **_):
    """ring/all-to-all B with Tt = budget + F*Ts, bytes/s: ``(K_l*N - K_l + M*N*b - M*b - N*b + b)/(N*R*(F*T_s - K_l*epsilon - M*N*alpha + M*alpha - M*b*epsilon + b*epsilon + budget))``."""
    return (K_l*N - K_l + M*N*b - M*b - N*b + b)/(N*R*(F*T_s - K_l*epsilon - M*N*alpha + M*alpha - M*b*epsilon + b*epsilon + budget))


def train__ring__all_to_all__required_bandwidth_last(*, K_l, N, R, alpha, budget, epsilon, **_):
    """ring/all-to-all B with T_last = budget, bytes/s: ``K_l*(1 - N)/(N*R*(K_l*epsilon + N*alpha - alpha - budget))``."""
    return K_l*(1 - N)/(N*R*(K_l*epsilon + N*alpha - alpha - budget))


def train__parameter_server__all_reduce__comm_time(*, B, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """parameter-server/all-reduce Tt of all buckets, s: ``K_l*epsilon + K_l*gamma*(N - 1)/R + alpha*(2*N - 2) + (M - 1)*(alpha*(2*N - 2) + b*epsilon + b*gamma*(N - 1)/R + b*(2*N - 2)/(B*R)) + K_l*(2*N - 2)/(B*R)``."""
    return K_l*epsilon + K_l*gamma*(N - 1)/R + alpha*(2*N - 2) + (M - 1)*(alpha*(2*N - 2) + b*epsilon + b*gamma*(N - 1)/R + b*(2*N - 2)/(B*R)) + K_l*(2*N - 2)/(B*R)


def train__parameter_server__all_reduce__last_bucket_time(*, B, K_l, N, R, alpha, epsilon, gamma, **_):
    """parameter-server/all-reduce time of the last bucket, s: ``K_l*epsilon + K_l*gamma*(N - 1)/R + alpha*(2*N - 2) + K_l*(2*N - 2)/(B*R)``."""
    return K_l*epsilon + K_l*gamma*(N - 1)/R + alpha*(2*N - 2) + K_l*(2*N - 2)/(B*R)


def train__parameter_server__all_reduce__comm_time_floor(*, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """parameter-server/all-reduce Tt of all buckets at infinite bandwidth, s: ``(K_l*N*gamma + K_l*R*epsilon - K_l*gamma + 2*M*N*R*alpha + M*N*b*gamma - 2*M*R*alpha + M*R*b*epsilon - M*b*gamma - N*b*gamma - R*b*epsilon + b*gamma)/R``."""
    return (K_l*N*gamma + K_l*R*epsilon - K_l*gamma + 2*M*N*R*alpha + M*N*b*gamma - 2*M*R*alpha + M*R*b*epsilon - M*b*gamma - N*b*gamma - R*b*epsilon + b*gamma)/R


def train__parameter_server__all_reduce__last_bucket_floor(*, K_l, N, R, alpha, epsilon, gamma, **_):
    """parameter-server/all-reduce last bucket at infinite bandwidth, s: ``K_l*N*gamma/R + K_l*epsilon - K_l*gamma/R + 2*N*alpha - 2*alpha``."""
    return K_l*N*gamma/R + K_l*epsilon - K_l*gamma/R + 2*N*alpha - 2*alpha


def train__parameter_server__all_reduce__required_bandwidth_total(*, F, K_l, M, N, R, T_s, alpha, b, budget, epsilon, gamma, **_):
    """parameter-server/all-reduce B with Tt = budget + F*Ts, bytes/s: ``2*(N - 1)*(K_l + M*b - b)/(F*R*T_s - K_l*N*gamma - K_l*R*epsilon + K_l*gamma - 2*M*N*R*alpha - M*N*b*gamma + 2*M*R*alpha - M*R*b*epsilon + M*b*gamma + N*b*gamma + R*b*epsilon + R*budget - b*gamma)``."""
    return 2*(N - 1)*(K_l + M*b - b)/(F*R*T_s - K_l*N*gamma - K_l*R*epsilon + K_l*gamma - 2*M*N*R*alpha - M*N*b*gamma + 2*M*R*alpha - M*R*b*epsilon + M*b*gamma + N*b*gamma + R*b*epsilon + R*budget - b*gamma)


def train__parameter_server__all_reduce__required_bandwidth_last(*, K_l, N, R, alpha, budget, epsilon, gamma, **_):
    """parameter-server/all-reduce B with T_last = budget, bytes/s: ``2*K_l*(1 - N)/(K_l*N*gamma + K_l*R*epsilon - K_l*gamma + 2*N*R*alpha - 2*R*alpha - R*budget)``."""
    return 2*K_l*(1 - N)/(K_l*N*gamma + K_l*R*epsilon - K_l*gamma + 2*N*R*alpha - 2*R*alpha - R*budget)


def train__naive__all_reduce__comm_time(*, B, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """naive/all-reduce Tt of all buckets, s: ``K_l*epsilon + K_l*gamma*(N - 1)/R + alpha*(N - 1) + (M - 1)*(alpha*(N - 1) + b*epsilon + b*gamma*(N - 1)/R + b*(N - 1)/(B*R)) + K_l*(N - 1)/(B*R)``."""
    return K_l*epsilon + K_l*gamma*(N - 1)/R + alpha*(N - 1) + (M - 1)*(alpha*(N - 1) + b*epsilon + b*gamma*(N - 1)/R + b*(N - 1)/(B*R)) + K_l*(N - 1)/(B*R)


def train__naive__all_reduce__last_bucket_time(*, B, K_l, N, R, alpha, epsilon, gamma, **_):
    """naive/all-reduce time of the last bucket, s: ``K_l*epsilon + K_l*gamma*(N - 1)/R + alpha*(N - 1) + K_l*(N - 1)/(B*R)``."""
    return K_l*epsilon + K_l*gamma*(N - 1)/R + alpha*(N - 1) + K_l*(N - 1)/(B*R)


def train__naive__all_reduce__comm_time_floor(*, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """naive/all-reduce Tt of all buckets at infinite bandwidth, s: ``(K_l*N*gamma + K_l*R*epsilon - K_l*gamma + M*N*R*alpha + M*N*b*gamma - M*R*alpha + M*R*b*epsilon - M*b*gamma - N*b*gamma - R*b*epsilon + b*gamma)/R``."""
    return (K_l*N*gamma + K_l*R*epsilon - K_l*gamma + M*N*R*alpha + M*N*b*gamma - M*R*alpha + M*R*b*epsilon - M*b*gamma - N*b*gamma - R*b*epsilon + b*gamma)/R


def train__naive__all_reduce__last_bucket_floor(*, K_l, N, R, alpha, epsilon, gamma, **_):
    """naive/all-reduce last bucket at infinite bandwidth, s: ``K_l*N*gamma/R + K_l*epsilon - K_l*gamma/R + N*alpha - alpha``."""
    return K_l*N*gamma/R + K_l*epsilon - K_l*gamma/R + N*alpha - alpha


def train__naive__all_reduce__required_bandwidth_total(*, F, K_l, M, N, R, T_s, alpha, b, budget, epsilon, gamma, **_):
    """naive/all-reduce B with Tt = budget + F*Ts, bytes/s: ``(N - 1)*(K_l + M*b - b)/(F*R*T_s - K_l*N*gamma - K_l*R*epsilon + K_l*gamma - M*N*R*alpha - M*N*b*gamma + M*R*alpha - M*R*b*epsilon + M*b*gamma + N*b*gamma + R*b*epsilon + R*budget - b*gamma)``."""
    return (N - 1)*(K_l + M*b - b)/(F*R*T_s - K_l*N*gamma - K_l*R*epsilon + K_l*gamma - M*N*R*alpha - M*N*b*gamma + M*R*alpha - M*R*b*epsilon + M*b*gamma + N*b*gamma + R*b*epsilon + R*budget - b*gamma)


def train__naive__all_reduce__required_bandwidth_last(*, K_l, N, R, alpha, budget, epsilon, gamma, **_):
    """naive/all-reduce B with T_last = budget, bytes/s: ``K_l*(1 - N)/(K_l*N*gamma + K_l*R*epsilon - K_l*gamma + N*R*alpha - R*alpha - R*budget)``."""
    return K_l*(1 - N)/(K_l*N*gamma + K_l*R*epsilon - K_l*gamma + N*R*alpha - R*alpha - R*budget)


def train__binomial_tree__all_reduce__comm_time(*, B, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """binomial-tree/all-reduce Tt of all buckets, s: ``K_l*epsilon + K_l*gamma*ceil_log2(N)/R + (M - 1)*(b*epsilon + 2*(alpha + b/(B*R))*ceil_log2(N) + b*gamma*ceil_log2(N)/R) + 2*(alpha + K_l/(B*R))*ceil_log2(N)``."""
    return K_l*epsilon + K_l*gamma*numpy.frexp(N - 1)[1]/R + (M - 1)*(b*epsilon + 2*(alpha + b/(B*R))*numpy.frexp(N - 1)[1] + b*gamma*numpy.frexp(N - 1)[1]/R) + 2*(alpha + K_l/(B*R))*numpy.frexp(N - 1)[1]


def train__binomial_tree__all_reduce__last_bucket_time(*, B, K_l, N, R, alpha, epsilon, gamma, **_):
    """binomial-tree/all-reduce time of the last bucket, s: ``K_l*epsilon + K_l*gamma*ceil_log2(N)/R + 2*(alpha + K_l/(B*R))*ceil_log2(N)``."""
    return K_l*epsilon + K_l*gamma*numpy.frexp(N - 1)[1]/R + 2*(alpha + K_l/(B*R))*numpy.frexp(N - 1)[1]


def train__binomial_tree__all_reduce__comm_time_floor(*, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """binomial-tree/all-reduce Tt of all buckets at infinite bandwidth, s: ``K_l*epsilon + K_l*gamma*ceil_log2(N)/R + 2*M*alpha*ceil_log2(N) + M*b*epsilon + M*b*gamma*ceil_log2(N)/R - b*epsilon - b*gamma*ceil_log2(N)/R``."""
    return K_l*epsilon + K_l*gamma*numpy.frexp(N - 1)[1]/R + 2*M*alpha*numpy.frexp(N - 1)[1] + M*b*epsilon + M*b*gamma*numpy.frexp(N - 1)[1]/R - b*epsilon - b*gamma*numpy.frexp(N - 1)[1]/R


def train__binomial_tree__all_reduce__last_bucket_floor(*, K_l, N, R, alpha, epsilon, gamma, **_):
    """binomial-tree/all-reduce last bucket at infinite bandwidth, s: ``K_l*epsilon + K_l*gamma*ceil_log2(N)/R + 2*alpha*ceil_log2(N)``."""
    return K_l*epsilon + K_l*gamma*numpy.frexp(N - 1)[1]/R + 2*alpha*numpy.frexp(N - 1)[1]


def train__binomial_tree__all_reduce__required_bandwidth_total(*, F, K_l, M, N, R, T_s, alpha, b, budget, epsilon, gamma, **_):
    """binomial-tree/all-reduce B with Tt = budget + F*Ts, bytes/s: ``2*(-K_l - M*b + b)*ceil_log2(N)/(-F*R*T_s + K_l*R*epsilon + K_l*gamma*ceil_log2(N) + 2*M*R*alpha*ceil_log2(N) + M*R*b*epsilon + M*b*gamma*ceil_log2(N) - R*b*epsilon - R*budget - b*gamma*ceil_log2(N))``."""
    return 2*(-K_l - M*b + b)*numpy.frexp(N - 1)[1]/(-F*R*T_s + K_l*R*epsilon + K_l*gamma*numpy.frexp(N - 1)[1] + 2*M*R*alpha*numpy.frexp(N - 1)[1] + M*R*b*epsilon + M*b*gamma*numpy.frexp(N - 1)[1] - R*b*epsilon - R*budget - b*gamma*numpy.frexp(N - 1)[1])


def train__binomial_tree__all_reduce__required_bandwidth_last(*, K_l, N, R, alpha, budget, epsilon, gamma, **_):
    """binomial-tree/all-reduce B with T_last = budget, bytes/s: ``-2*K_l*ceil_log2(N)/(K_l*R*epsilon + K_l*gamma*ceil_log2(N) + 2*R*alpha*ceil_log2(N) - R*budget)``."""
    return -2*K_l*numpy.frexp(N - 1)[1]/(K_l*R*epsilon + K_l*gamma*numpy.frexp(N - 1)[1] + 2*R*alpha*numpy.frexp(N - 1)[1] - R*budget)


def train__binomial_tree__broadcast__comm_time(*, B, K_l, M, N, R, alpha, b, epsilon, **_):
    """binomial-tree/broadcast Tt of all buckets, s: ``K_l*epsilon + (M - 1)*(b*epsilon + (alpha + b/(B*R))*ceil_log2(N)) + (alpha + K_l/(B*R))*ceil_log2(N)``."""
    return K_l*epsilon + (M - 1)*(b*epsilon + (alpha + b/(B*R))*numpy.frexp(N - 1)[1]) + (alpha + K_l/(B*R))*numpy.frexp(N - 1)[1]


def train__binomial_tree__broadcast__last_bucket_time(*, B, K_l, N, R, alpha, epsilon, **_):
    """binomial-tree/broadcast time of the last bucket, s: ``K_l*epsilon + (alpha + K_l/(B*R))*ceil_log2(N)``."""
    return K_l*epsilon + (alpha + K_l/(B*R))*numpy.frexp(N - 1)[1]


def train__binomial_tree__broadcast__comm_time_floor(*, K_l, M, N, alpha, b, epsilon, **_):
    """binomial-tree/broadcast Tt of all buckets at infinite bandwidth, s: ``K_l*epsilon + M*alpha*ceil_log2(N) + M*b*epsilon - b*epsilon``."""
    return K_l*epsilon + M*alpha*numpy.frexp(N - 1)[1] + M*b*epsilon - b*epsilon


def train__binomial_tree__broadcast__last_bucket_floor(*, K_l, N, alpha, epsilon, **_):
    """binomial-tree/broadcast last bucket at infinite bandwidth, s: ``K_l*epsilon + alpha*ceil_log2(N)``."""
    return K_l*epsilon + alpha*numpy.frexp(N - 1)[1]


def train__binomial_tree__broadcast__required_bandwidth_total(*, F, K_l, M, N, R, T_s, alpha, b, budget, epsilon, **_):
    """binomial-tree/broadcast B with Tt = budget + F*Ts, bytes/s: ``(K_l + M*b - b)*ceil_log2(N)/(R*(F*T_s - K_l*epsilon - M*alpha*ceil_log2(N) - M*b*epsilon + b*epsilon + budget))``."""
    return (K_l + M*b - b)*numpy.frexp(N - 1)[1]/(R*(F*T_s - K_l*epsilon - M*alpha*numpy.frexp(N - 1)[1] - M*b*epsilon + b*epsilon + budget))


def train__binomial_tree__broadcast__required_bandwidth_last(*, K_l, N, R, alpha, budget, epsilon, **_):
    """binomial-tree/broadcast B with T_last = budget, bytes/s: ``-K_l*ceil_log2(N)/(R*(K_l*epsilon + alpha*ceil_log2(N) - budget))``."""
    return -K_l*numpy.frexp(N - 1)[1]/(R*(K_l*epsilon + alpha*numpy.frexp(N - 1)[1] - budget))


def train__binomial_tree__reduce__comm_time(*, B, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """binomial-tree/reduce Tt of all buckets, s: ``K_l*epsilon + (M - 1)*(b*epsilon + (alpha + b*gamma/R + b/(B*R))*ceil_log2(N)) + (K_l*gamma/R + alpha + K_l/(B*R))*ceil_log2(N)``."""
    return K_l*epsilon + (M - 1)*(b*epsilon + (alpha + b*gamma/R + b/(B*R))*numpy.frexp(N - 1)[1]) + (K_l*gamma/R + alpha + K_l/(B*R))*numpy.frexp(N - 1)[1]


def train__binomial_tree__reduce__last_bucket_time(*, B, K_l, N, R, alpha, epsilon, gamma, **_):
    """binomial-tree/reduce time of the last bucket, s: ``K_l*epsilon + (K_l*gamma/R + alpha + K_l/(B*R))*ceil_log2(N)``."""
    return K_l*epsilon + (K_l*gamma/R + alpha + K_l/(B*R))*numpy.frexp(N - 1)[1]


def train__binomial_tree__reduce__comm_time_floor(*, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """binomial-tree/reduce Tt of all buckets at infinite bandwidth, s: ``K_l*epsilon + K_l*gamma*ceil_log2(N)/R + M*alpha*ceil_log2(N) + M*b*epsilon + M*b*gamma*ceil_log2(N)/R - b*epsilon - b*gamma*ceil_log2(N)/R``."""
    return K_l*epsilon + K_l*gamma*numpy.frexp(N - 1)[1]/R + M*alpha*numpy.frexp(N - 1)[1] + M*b*epsilon + M*b*gamma*numpy.frexp(N - 1)[1]/R - b*epsilon - b*gamma*numpy.frexp(N - 1)[1]/R


def train__binomial_tree__reduce__last_bucket_floor(*, K_l, N, R, alpha, epsilon, gamma, **_):
    """binomial-tree/reduce last bucket at infinite bandwidth, s: ``K_l*epsilon + K_l*gamma*ceil_log2(N)/R + alpha*ceil_log2(N)``."""
    return K_l*epsilon + K_l*gamma*numpy.frexp(N - 1)[1]/R + alpha*numpy.frexp(N - 1)[1]


def train__binomial_tree__reduce__required_bandwidth_total(*, F, K_l, M, N, R, T_s, alpha, b, budget, epsilon, gamma, **_):
    """binomial-tree/reduce B with Tt = budget + F*Ts, bytes/s: ``(-K_l - M*b + b)*ceil_log2(N)/(-F*R*T_s + K_l*R*epsilon + K_l*gamma*ceil_log2(N) + M*R*alpha*ceil_log2(N) + M*R*b*epsilon + M*b*gamma*ceil_log2(N) - R*b*epsilon - R*budget - b*gamma*ceil_log2(N))``."""
    return (-K_l - M*b + b)*numpy.frexp(N - 1)[1]/(-F*R*T_s + K_l*R*epsilon + K_l*gamma*numpy.frexp(N - 1)[1] + M*R*alpha*numpy.frexp(N - 1)[1] + M*R*b*epsilon + M*b*gamma*numpy.frexp(N - 1)[1] - R*b*epsilon - R*budget - b*gamma*numpy.frexp(N - 1)[1])


def train__binomial_tree__reduce__required_bandwidth_last(*, K_l, N, R, alpha, budget, epsilon, gamma, **_):
    """binomial-tree/reduce B with T_last = budget, bytes/s: ``-K_l*ceil_log2(N)/(K_l*R*epsilon + K_l*gamma*ceil_log2(N) + R*alpha*ceil_log2(N) - R*budget)``."""
    return -K_l*numpy.frexp(N - 1)[1]/(K_l*R*epsilon + K_l*gamma*numpy.frexp(N - 1)[1] + R*alpha*numpy.frexp(N - 1)[1] - R*budget)


def train__double_binary_tree__all_reduce__comm_time(*, B, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """double-binary-tree/all-reduce Tt of all buckets, s: ``K_l*epsilon + K_l*gamma*(N - 1)/(N*R) + 2*alpha*ceil_log2(N) + (M - 1)*(2*alpha*ceil_log2(N) + b*epsilon + b*gamma*(N - 1)/(N*R) + b*(2*N - 2)/(B*N*R)) + K_l*(2*N - 2)/(B*N*R)``."""
    return K_l*epsilon + K_l*gamma*(N - 1)/(N*R) + 2*alpha*numpy.frexp(N - 1)[1] + (M - 1)*(2*alpha*numpy.frexp(N - 1)[1] + b*epsilon + b*gamma*(N - 1)/(N*R) + b*(2*N - 2)/(B*N*R)) + K_l*(2*N - 2)/(B*N*R)


def train__double_binary_tree__all_reduce__last_bucket_time(*, B, K_l, N, R, alpha, epsilon, gamma, **_):
    """double-binary-tree/all-reduce time of the last bucket, s: ``K_l*epsilon + K_l*gamma*(N - 1)/(N*R) + 2*alpha*ceil_log2(N) + K_l*(2*N - 2)/(B*N*R)``."""
    return K_l*epsilon + K_l*gamma*(N - 1)/(N*R) + 2*alpha*numpy.frexp(N - 1)[1] + K_l*(2*N - 2)/(B*N*R)


def train__double_binary_tree__all_reduce__comm_time_floor(*, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """double-binary-tree/all-reduce Tt of all buckets at infinite bandwidth, s: ``K_l*epsilon + K_l*gamma/R - K_l*gamma/(N*R) + 2*M*alpha*ceil_log2(N) + M*b*epsilon + M*b*gamma/R - M*b*gamma/(N*R) - b*epsilon - b*gamma/R + b*gamma/(N*R)``."""
    return K_l*epsilon + K_l*gamma/R - K_l*gamma/(N*R) + 2*M*alpha*numpy.frexp(N - 1)[1] + M*b*epsilon + M*b*gamma/R - M*b*gamma/(N*R) - b*epsilon - b*gamma/R + b*gamma/(N*R)


def train__double_binary_tree__all_reduce__last_bucket_floor(*, K_l, N, R, alpha, epsilon, gamma, **_):
    """double-binary-tree/all-reduce last bucket at infinite bandwidth, s: ``K_l*epsilon + K_l*gamma/R - K_l*gamma/(N*R) + 2*alpha*ceil_log2(N)``."""
    return K_l*epsilon + K_l*gamma/R - K_l*gamma/(N*R) + 2*alpha*numpy.frexp(N - 1)[1]


def train__double_binary_tree__all_reduce__required_bandwidth_total(*, F, K_l, M, N, R, T_s, alpha, b, budget, epsilon, gamma, **_):
    """double-binary-tree/all-reduce B with Tt = budget + F*Ts, bytes/s: ``2*(N - 1)*(K_l + M*b - b)/(F*N*R*T_s - K_l*N*R*epsilon - K_l*N*gamma + K_l*gamma - 2*M*N*R*alpha*ceil_log2(N) - M*N*R*b*epsilon - M*N*b*gamma + M*b*gamma + N*R*b*epsilon + N*R*budget + N*b*gamma - b*gamma)``."""
    return 2*(N - 1)*(K_l + M*b - b)/(F*N*R*T_s - K_l*N*R*epsilon - K_l*N*gamma + K_l*gamma - 2*M*N*R*alpha*numpy.frexp(N - 1)[1] - M*N*R*b*epsilon - M*N*b*gamma + M*b*gamma + N*R*b*epsilon + N*R*budget + N*b*gamma - b*gamma)


def train__double_binary_tree__all_reduce__required_bandwidth_last(*, K_l, N, R, alpha, budget, epsilon, gamma, **_):
    """double-binary-tree/all-reduce B with T_last = budget, bytes/s: ``2*K_l*(1 - N)/(K_l*N*R*epsilon + K_l*N*gamma - K_l*gamma + 2*N*R*alpha*ceil_log2(N) - N*R*budget)``."""
    return 2*K_l*(1 - N)/(K_l*N*R*epsilon + K_l*N*gamma - K_l*gamma + 2*N*R*alpha*numpy.frexp(N - 1)[1] - N*R*budget)


def train__recursive_doubling__all_reduce__comm_time(*, B, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """recursive-doubling/all-reduce Tt of all buckets, s: ``K_l*epsilon + K_l*gamma*ceil_log2(N)/R + (M - 1)*(b*epsilon + (alpha + b/(B*R))*(2*ceil_log2(N) - floor_log2(N)) + b*gamma*ceil_log2(N)/R) + (alpha + K_l/(B*R))*(2*ceil_log2(N) - floor_log2(N))``."""
    return K_l*epsilon + K_l*gamma*numpy.frexp(N - 1)[1]/R + (M - 1)*(b*epsilon + (alpha + b/(B*R))*(2*numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1)) + b*gamma*numpy.frexp(N - 1)[1]/R) + (alpha + K_l/(B*R))*(2*numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1))


def train__recursive_doubling__all_reduce__last_bucket_time(*, B, K_l, N, R, alpha, epsilon, gamma, **_):
    """recursive-doubling/all-reduce time of the last bucket, s: ``K_l*epsilon + K_l*gamma*ceil_log2(N)/R + (alpha + K_l/(B*R))*(2*ceil_log2(N) - floor_log2(N))``."""
    return K_l*epsilon + K_l*gamma*numpy.frexp(N - 1)[1]/R + (alpha + K_l/(B*R))*(2*numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1))


def train__recursive_doubling__all_reduce__comm_time_floor(*, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """recursive-doubling/all-reduce Tt of all buckets at infinite bandwidth, s: ``K_l*epsilon + K_l*gamma*ceil_log2(N)/R + 2*M*alpha*ceil_log2(N) - M*alpha*floor_log2(N) + M*b*epsilon + M*b*gamma*ceil_log2(N)/R - b*epsilon - b*gamma*ceil_log2(N)/R``."""
    return K_l*epsilon + K_l*gamma*numpy.frexp(N - 1)[1]/R + 2*M*alpha*numpy.frexp(N - 1)[1] - M*alpha*(numpy.frexp(N)[1] - 1) + M*b*epsilon + M*b*gamma*numpy.frexp(N - 1)[1]/R - b*epsilon - b*gamma*numpy.frexp(N - 1)[1]/R


def train__recursive_doubling__all_reduce__last_bucket_floor(*, K_l, N, R, alpha, epsilon, gamma, **_):
    """recursive-doubling/all-reduce last bucket at infinite bandwidth, s: ``K_l*epsilon + K_l*gamma*ceil_log2(N)/R + 2*alpha*ceil_log2(N) - alpha*floor_log2(N)``."""
    return K_l*epsilon + K_l*gamma*numpy.frexp(N - 1)[1]/R + 2*alpha*numpy.frexp(N - 1)[1] - alpha*(numpy.frexp(N)[1] - 1)


def train__recursive_doubling__all_reduce__required_bandwidth_total(*, F, K_l, M, N, R, T_s, alpha, b, budget, epsilon, gamma, **_):
    """recursive-doubling/all-reduce B with Tt = budget + F*Ts, bytes/s: ``(2*ceil_log2(N) - floor_log2(N))*(K_l + M*b - b)/(F*R*T_s - K_l*R*epsilon - K_l*gamma*ceil_log2(N) - 2*M*R*alpha*ceil_log2(N) + M*R*alpha*floor_log2(N) - M*R*b*epsilon - M*b*gamma*ceil_log2(N) + R*b*epsilon + R*budget + b*gamma*ceil_log2(N))``."""
    return (2*numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1))*(K_l + M*b - b)/(F*R*T_s - K_l*R*epsilon - K_l*gamma*numpy.frexp(N - 1)[1] - 2*M*R*alpha*numpy.frexp(N - 1)[1] + M*R*alpha*(numpy.frexp(N)[1] - 1) - M*R*b*epsilon - M*b*gamma*numpy.frexp(N - 1)[1] + R*b*epsilon + R*budget + b*gamma*numpy.frexp(N - 1)[1])


def train__recursive_doubling__all_reduce__required_bandwidth_last(*, K_l, N, R, alpha, budget, epsilon, gamma, **_):
    """recursive-doubling/all-reduce B with T_last = budget, bytes/s: ``K_l*(-2*ceil_log2(N) + floor_log2(N))/(K_l*R*epsilon + K_l*gamma*ceil_log2(N) + 2*R*alpha*ceil_log2(N) - R*alpha*floor_log2(N) - R*budget)``."""
    return K_l*(-2*numpy.frexp(N - 1)[1] + (numpy.frexp(N)[1] - 1))/(K_l*R*epsilon + K_l*gamma*numpy.frexp(N - 1)[1] + 2*R*alpha*numpy.frexp(N - 1)[1] - R*alpha*(numpy.frexp(N)[1] - 1) - R*budget)


def train__rabenseifner__all_reduce__comm_time(*, B, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """rabenseifner/all-reduce Tt of all buckets, s: ``K_l*epsilon + K_l*gamma*(ceil_log2(N) - floor_log2(N) + (2**floor_log2(N) - 1)/2**floor_log2(N))/R + 2*alpha*ceil_log2(N) + (M - 1)*(2*alpha*ceil_log2(N) + b*epsilon + b*gamma*(ceil_log2(N) - floor_log2(N) + (2**floor_log2(N) - 1)/2**floor_log2(N))/R + b*(2*ceil_log2(N) - 2*floor_log2(N) + (2*2**floor_log2(N) - 2)/2**floor_log2(N))/(B*R)) + K_l*(2*ceil_log2(N) - 2*floor_log2(N) + (2*2**floor_log2(N) - 2)/2**floor_log2(N))/(B*R)``."""
    return K_l*epsilon + K_l*gamma*(numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1) + 2**(-(numpy.frexp(N)[1] - 1))*(2**(numpy.frexp(N)[1] - 1) - 1))/R + 2*alpha*numpy.frexp(N - 1)[1] + (M - 1)*(2*alpha*numpy.frexp(N - 1)[1] + b*epsilon + b*gamma*(numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1) + 2**(-(numpy.frexp(N)[1] - 1))*(2**(numpy.frexp(N)[1] - 1) - 1))/R + b*(2*numpy.frexp(N - 1)[1] - 2*(numpy.frexp(N)[1] - 1) + 2**(-(numpy.frexp(N)[1] - 1))*(2*2**(numpy.frexp(N)[1] - 1) - 2))/(B*R)) + K_l*(2*numpy.frexp(N - 1)[1] - 2*(numpy.frexp(N)[1] - 1) + 2**(-(numpy.frexp(N)[1] - 1))*(2*2**(numpy.frexp(N)[1] - 1) - 2))/(B*R)


def train__rabenseifner__all_reduce__last_bucket_time(*, B, K_l, N, R, alpha, epsilon, gamma, **_):
    """rabenseifner/all-reduce time of the last bucket, s: ``K_l*epsilon + K_l*gamma*(ceil_log2(N) - floor_log2(N) + (2**floor_log2(N) - 1)/2**floor_log2(N))/R + 2*alpha*ceil_log2(N) + K_l*(2*ceil_log2(N) - 2*floor_log2(N) + (2*2**floor_log2(N) - 2)/2**floor_log2(N))/(B*R)``."""
    return K_l*epsilon + K_l*gamma*(numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1) + 2**(-(numpy.frexp(N)[1] - 1))*(2**(numpy.frexp(N)[1] - 1) - 1))/R + 2*alpha*numpy.frexp(N - 1)[1] + K_l*(2*numpy.frexp(N - 1)[1] - 2*(numpy.frexp(N)[1] - 1) + 2**(-(numpy.frexp(N)[1] - 1))*(2*2**(numpy.frexp(N)[1] - 1) - 2))/(B*R)


def train__rabenseifner__all_reduce__comm_time_floor(*, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """rabenseifner/all-reduce Tt of all buckets at infinite bandwidth, s: ``K_l*epsilon + K_l*gamma*ceil_log2(N)/R - K_l*gamma*floor_log2(N)/R + K_l*gamma/R + 2*M*alpha*ceil_log2(N) + M*b*epsilon + M*b*gamma*ceil_log2(N)/R - M*b*gamma*floor_log2(N)/R + M*b*gamma/R - b*epsilon - b*gamma*ceil_log2(N)/R + b*gamma*floor_log2(N)/R - b*gamma/R - K_l*gamma/(2**floor_log2(N)*R) - M*b*gamma/(2**floor_log2(N)*R) + b*gamma/(2**floor_log2(N)*R)``."""
    return K_l*epsilon + K_l*gamma*numpy.frexp(N - 1)[1]/R - K_l*gamma*(numpy.frexp(N)[1] - 1)/R + K_l*gamma/R + 2*M*alpha*numpy.frexp(N - 1)[1] + M*b*epsilon + M*b*gamma*numpy.frexp(N - 1)[1]/R - M*b*gamma*(numpy.frexp(N)[1] - 1)/R + M*b*gamma/R - b*epsilon - b*gamma*numpy.frexp(N - 1)[1]/R + b*gamma*(numpy.frexp(N)[1] - 1)/R - b*gamma/R - 2**(-(numpy.frexp(N)[1] - 1))*K_l*gamma/R - 2**(-(numpy.frexp(N)[1] - 1))*M*b*gamma/R + 2**(-(numpy.frexp(N)[1] - 1))*b*gamma/R


def train__rabenseifner__all_reduce__last_bucket_floor(*, K_l, N, R, alpha, epsilon, gamma, **_):
    """rabenseifner/all-reduce last bucket at infinite bandwidth, s: ``K_l*epsilon + K_l*gamma*ceil_log2(N)/R - K_l*gamma*floor_log2(N)/R + K_l*gamma/R + 2*alpha*ceil_log2(N) - K_l*gamma/(2**floor_log2(N)*R)``."""
    return K_l*epsilon + K_l*gamma*numpy.frexp(N - 1)[1]/R - K_l*gamma*(numpy.frexp(N)[1] - 1)/R + K_l*gamma/R + 2*alpha*numpy.frexp(N - 1)[1] - 2**(-(numpy.frexp(N)[1] - 1))*K_l*gamma/R


def train__rabenseifner__all_reduce__required_bandwidth_total(*, F, K_l, M, N, R, T_s, alpha, b, budget, epsilon, gamma, **_):
    """rabenseifner/all-reduce B with Tt = budget + F*Ts, bytes/s: ``-2*(K_l + M*b - b)*(2**floor_log2(N)*ceil_log2(N) - 2**floor_log2(N)*floor_log2(N) + 2**floor_log2(N) - 1)/(2**(floor_log2(N) + 1)*M*R*alpha*ceil_log2(N) - 2**floor_log2(N)*F*R*T_s + 2**floor_log2(N)*K_l*R*epsilon + 2**floor_log2(N)*K_l*gamma*ceil_log2(N) - 2**floor_log2(N)*K_l*gamma*floor_log2(N) + 2**floor_log2(N)*K_l*gamma + 2**floor_log2(N)*M*R*b*epsilon + 2**floor_log2(N)*M*b*gamma*ceil_log2(N) - 2**floor_log2(N)*M*b*gamma*floor_log2(N) + 2**floor_log2(N)*M*b*gamma - 2**floor_log2(N)*R*b*epsilon - 2**floor_log2(N)*R*budget - 2**floor_log2(N)*b*gamma*ceil_log2(N) + 2**floor_log2(N)*b*gamma*floor_log2(N) - 2**floor_log2(N)*b*gamma - K_l*gamma - M*b*gamma + b*gamma)``."""
    return -2*(K_l + M*b - b)*(2**(numpy.frexp(N)[1] - 1)*numpy.frexp(N - 1)[1] - 2**(numpy.frexp(N)[1] - 1)*(numpy.frexp(N)[1] - 1) + 2**(numpy.frexp(N)[1] - 1) - 1)/(2**((numpy.frexp(N)[1] - 1) + 1)*M*R*alpha*numpy.frexp(N - 1)[1] - 2**(numpy.frexp(N)[1] - 1)*F*R*T_s + 2**(numpy.frexp(N)[1] - 1)*K_l*R*epsilon + 2**(numpy.frexp(N)[1] - 1)*K_l*gamma*numpy.frexp(N - 1)[1] - 2**(numpy.frexp(N)[1] - 1)*K_l*gamma*(numpy.frexp(N)[1] - 1) + 2**(numpy.frexp(N)[1] - 1)*K_l*gamma + 2**(numpy.frexp(N)[1] - 1)*M*R*b*epsilon + 2**(numpy.frexp(N)[1] - 1)*M*b*gamma*numpy.frexp(N - 1)[1] - 2**(numpy.frexp(N)[1] - 1)*M*b*gamma*(numpy.frexp(N)[1] - 1) + 2**(numpy.frexp(N)[1] - 1)*M*b*gamma - 2**(numpy.frexp(N)[1] - 1)*R*b*epsilon - 2**(numpy.frexp(N)[1] - 1)*R*budget - 2**(numpy.frexp(N)[1] - 1)*b*gamma*numpy.frexp(N - 1)[1] + 2**(numpy.frexp(N)[1] - 1)*b*gamma*(numpy.frexp(N)[1] - 1) - 2**(numpy.frexp(N)[1] - 1)*b*gamma - K_l*gamma - M*b*gamma + b*gamma)


def train__rabenseifner__all_reduce__required_bandwidth_last(*, K_l, N, R, alpha, budget, epsilon, gamma, **_):
    """rabenseifner/all-reduce B with T_last = budget, bytes/s: ``2*K_l*(-2**floor_log2(N)*ceil_log2(N) + 2**floor_log2(N)*floor_log2(N) - 2**floor_log2(N) + 1)/(2**(floor_log2(N) + 1)*R*alpha*ceil_log2(N) + 2**floor_log2(N)*K_l*R*epsilon + 2**floor_log2(N)*K_l*gamma*ceil_log2(N) - 2**floor_log2(N)*K_l*gamma*floor_log2(N) + 2**floor_log2(N)*K_l*gamma - 2**floor_log2(N)*R*budget - K_l*gamma)``."""
    return 2*K_l*(-2**(numpy.frexp(N)[1] - 1)*numpy.frexp(N - 1)[1] + 2**(numpy.frexp(N)[1] - 1)*(numpy.frexp(N)[1] - 1) - 2**(numpy.frexp(N)[1] - 1) + 1)/(2**((numpy.frexp(N)[1] - 1) + 1)*R*alpha*numpy.frexp(N - 1)[1] + 2**(numpy.frexp(N)[1] - 1)*K_l*R*epsilon + 2**(numpy.frexp(N)[1] - 1)*K_l*gamma*numpy.frexp(N - 1)[1] - 2**(numpy.frexp(N)[1] - 1)*K_l*gamma*(numpy.frexp(N)[1] - 1) + 2**(numpy.frexp(N)[1] - 1)*K_l*gamma - 2**(numpy.frexp(N)[1] - 1)*R*budget - K_l*gamma)


def train__recursive_halving__reduce_scatter__comm_time(*, B, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """recursive-halving/reduce-scatter Tt of all buckets, s: ``K_l*epsilon + K_l*gamma*(ceil_log2(N) - floor_log2(N) + (2**floor_log2(N) - 1)/2**floor_log2(N))/R + alpha*(2*ceil_log2(N) - floor_log2(N)) + (M - 1)*(alpha*(2*ceil_log2(N) - floor_log2(N)) + b*epsilon + b*gamma*(ceil_log2(N) - floor_log2(N) + (2**floor_log2(N) - 1)/2**floor_log2(N))/R + b*(ceil_log2(N) - floor_log2(N) + (ceil_log2(N) - floor_log2(N))/N + (2**floor_log2(N) - 1)/2**floor_log2(N))/(B*R)) + K_l*(ceil_log2(N) - floor_log2(N) + (ceil_log2(N) - floor_log2(N))/N + (2**floor_log2(N) - 1)/2**floor_log2(N))/(B*R)``."""
    return K_l*epsilon + K_l*gamma*(numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1) + 2**(-(numpy.frexp(N)[1] - 1))*(2**(numpy.frexp(N)[1] - 1) - 1))/R + alpha*(2*numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1)) + (M - 1)*(alpha*(2*numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1)) + b*epsilon + b*gamma*(numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1) + 2**(-(numpy.frexp(N)[1] - 1))*(2**(numpy.frexp(N)[1] - 1) - 1))/R + b*(numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1) + (numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1))/N + 2**(-(numpy.frexp(N)[1] - 1))*(2**(numpy.frexp(N)[1] - 1) - 1))/(B*R)) + K_l*(numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1) + (numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1))/N + 2**(-(numpy.frexp(N)[1] - 1))*(2**(numpy.frexp(N)[1] - 1) - 1))/(B*R)


def train__recursive_halving__reduce_scatter__last_bucket_time(*, B, K_l, N, R, alpha, epsilon, gamma, **_):
    """recursive-halving/reduce-scatter time of the last bucket, s: ``K_l*epsilon + K_l*gamma*(ceil_log2(N) - floor_log2(N) + (2**floor_log2(N) - 1)/2**floor_log2(N))/R + alpha*(2*ceil_log2(N) - floor_log2(N)) + K_l*(ceil_log2(N) - floor_log2(N) + (ceil_log2(N) - floor_log2(N))/N + (2**floor_log2(N) - 1)/2**floor_log2(N))/(B*R)``."""
    return K_l*epsilon + K_l*gamma*(numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1) + 2**(-(numpy.frexp(N)[1] - 1))*(2**(numpy.frexp(N)[1] - 1) - 1))/R + alpha*(2*numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1)) + K_l*(numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1) + (numpy.frexp(N - 1)[1] - (numpy.frexp(N)[1] - 1))/N + 2**(-(numpy.frexp(N)[1] - 1))*(2**(numpy.frexp(N)[1] - 1) - 1))/(B*R)


def train__recursive_halving__reduce_scatter__comm_time_floor(*, K_l, M, N, R, alpha, b, epsilon, gamma, **_):
    """recursive-halving/reduce-scatter Tt of all buckets at infinite bandwidth, s: ``K_l*epsilon + K_l*gamma*ceil_log2(N)/R - K_l*gamma*floor_log2(N)/R + K_l*gamma/R + 2*M*alpha*ceil_log2(N) - M*alpha*floor_log2(N) + M*b*epsilon + M*b*gamma*ceil_log2(N)/R - M*b*gamma*floor_log2(N)/R + M*b*gamma/R - b*epsilon - b*gamma*ceil_log2(N)/R + b*gamma*floor_log2(N)/R - b*gamma/R - K_l*gamma/(2**floor_log2(N)*R) - M*b*gamma/(2**floor_log2(N)*R) + b*gamma/(2**floor_log2(N)*R)``."""
    return K_l*epsilon + K_l*gamma*numpy.frexp(N - 1)[1]/R - K_l*gamma*(numpy.frexp(N)[1] - 1)/R + K_l*gamma/R + 2*M*alpha*numpy.frexp(N - 1)[1] - M*alpha*(numpy.frexp(N)[1] - 1) + M*b*epsilon + M*b*gamma*numpy.frexp(N - 1)[1]/R - M*b*gamma*(numpy.frexp(N)[1] - 1)/R + M*b*gamma/R - b*epsilon - b*gamma*numpy.frexp(N - 1)[1]/R + b*gamma*(numpy.frexp(N)[1] - 1)/R - b*gamma/R - 2**(-(numpy.frexp(N)[1] - 1))*K_l*gamma/R - 2**(-(numpy.frexp(N)[1] - 1))*M*b*gamma/R + 2**(-(numpy.frexp(N)[1] - 1))*b*gamma/R


def train__recursive_halving__reduce_scatter__last_bucket_floor(*, K_l, N, R, alpha, epsilon, gamma, **_):
    """recursive-halving/reduce-scatter last bucket at infinite bandwidth, s: ``K_l*epsilon + K_l*gamma*ceil_log2(N)/R - K_l*gamma*floor_log2(N)/R + K_l*gamma/R + 2*alpha*ceil_log2(N) - alpha*floor_log2(N) - K_l*gamma/(2**floor_log2(N)*R)``."""
    return K_l*epsilon + K_l*gamma*numpy.frexp(N - 1)[1]/R - K_l*gamma*(numpy.frexp(N)[1] - 1)/R + K_l*gamma/R + 2*alpha*numpy.frexp(N - 1)[1] - alpha*(numpy.frexp(N)[1] - 1) - 2**(-(numpy.frexp(N)[1] - 1))*K_l*gamma/R


def train__recursive_halving__reduce_scatter__required_bandwidth_total(*, F, K_l, M, N, R, T_s, alpha, b, budget, epsilon, gamma, **_):
    """recursive-halving/reduce-scatter B with Tt = budget + F*Ts, bytes/s: ``(K_l + M*b - b)*(2**floor_log2(N)*N*ceil_log2(N) - 2**floor_log2(N)*N*floor_log2(N) + 2**floor_log2(N)*N + 2**floor_log2(N)*ceil_log2(N) - 2**floor_log2(N)*floor_log2(N) - N)/(N*(-2**(floor_log2(N) + 1)*M*R*alpha*ceil_log2(N) + 2**floor_log2(N)*F*R*T_s - 2**floor_log2(N)*K_l*R*epsilon - 2**floor_log2(N)*K_l*gamma*ceil_log2(N) + 2**floor_log2(N)*K_l*gamma*floor_log2(N) - 2**floor_log2(N)*K_l*gamma + 2**floor_log2(N)*M*R*alpha*floor_log2(N) - 2**floor_log2(N)*M*R*b*epsilon - 2**floor_log2(N)*M*b*gamma*ceil_log2(N) + 2**floor_log2(N)*M*b*gamma*floor_log2(N) - 2**floor_log2(N)*M*b*gamma + 2**floor_log2(N)*R*b*epsilon + 2**floor_log2(N)*R*budget + 2**floor_log2(N)*b*gamma*ceil_log2(N) - 2**floor_log2(N)*b*gamma*floor_log2(N) + 2**floor_log2(N)*b*gamma + K_l*gamma + M*b*gamma - b*gamma))``."""
    return (K_l + M*b - b)*(2**(numpy.frexp(N)[1] - 1)*N*numpy.frexp(N - 1)[1] - 2**(numpy.frexp(N)[1] - 1)*N*(numpy.frexp(N)[1] - 1) + 2**(numpy.frexp(N)[1] - 1)*N + 2**(numpy.frexp(N)[1] - 1)*numpy.frexp(N - 1)[1] - 2**(numpy.frexp(N)[1] - 1)*(numpy.frexp(N)[1] - 1) - N)/(N*(-2**((numpy.frexp(N)[1] - 1) + 1)*M*R*alpha*numpy.frexp(N - 1)[1] + 2**(numpy.frexp(N)[1] - 1)*F*R*T_s - 2**(numpy.frexp(N)[1] - 1)*K_l*R*epsilon - 2**(numpy.frexp(N)[1] - 1)*K_l*gamma*numpy.frexp(N - 1)[1] + 2**(numpy.frexp(N)[1] - 1)*K_l*gamma*(numpy.frexp(N)[1] - 1) - 2**(numpy.frexp(N)[1] - 1)*K_l*gamma + 2**(numpy.frexp(N)[1] - 1)*M*R*alpha*(numpy.frexp(N)[1] - 1) - 2**(numpy.frexp(N)[1] - 1)*M*R*b*epsilon - 2**(numpy.frexp(N)[1] - 1)*M*b*gamma*numpy.frexp(N - 1)[1] + 2**(numpy.frexp(N)[1] - 1)*M*b*gamma*(numpy.frexp(N)[1] - 1) - 2**(numpy.frexp(N)[1] - 1)*M*b*gamma + 2**(numpy.frexp(N)[1] - 1)*R*b*epsilon + 2**(numpy.frexp(N)[1] - 1)*R*budget + 2**(numpy.frexp(N)[1] - 1)*b*gamma*numpy.frexp(N - 1)[1] - 2**(numpy.frexp(N)[1] - 1)*b*gamma*(numpy.frexp(N)[1] - 1) + 2**(numpy.frexp(N)[1] - 1)*b*gamma + K_l*gamma + M*b*gamma - b*gamma))


def train__recursive_halving__reduce_scatter__required_bandwidth_last(*, K_l, N, R, alpha, budget, epsilon, gamma, **_):
    """recursive-halving/reduce-scatter B with T_last = budget, bytes/s: ``K_l*(2**floor_log2(N)*N - 4**floor_log2(N)*N*ceil_log2(N) + 4**floor_log2(N)*N*floor_log2(N) - 4**floor_log2(N)*N - 4**floor_log2(N)*ceil_log2(N) + 4**floor_log2(N)*floor_log2(N))/(2**floor_log2(N)*N*(2**floor_log2(N)*K_l*R*epsilon + 2**floor_log2(N)*K_l*gamma*ceil_log2(N) - 2**floor_log2(N)*K_l*gamma*floor_log2(N) + 2**floor_log2(N)*K_l*gamma + 2*2**floor_log2(N)*R*alpha*ceil_log2(N) - 2**floor_log2(N)*R*alpha*floor_log2(N) - 2**floor_log2(N)*R*budget - K_l*gamma))``."""
    return 2**(-(numpy.frexp(N)[1] - 1))*K_l*(2**(numpy.frexp(N)[1] - 1)*N - 4**(numpy.frexp(N)[1] - 1)*N*numpy.frexp(N - 1)[1] + 4**(numpy.frexp(N)[1] - 1)*N*(numpy.frexp(N)[1] - 1) - 4**(numpy.frexp(N)[1] - 1)*N - 4**(numpy.frexp(N)[1] - 1)*numpy.frexp(N - 1)[1] + 4**(numpy.frexp(N)[1] - 1)*(numpy.frexp(N)[1] - 1))/(N*(2**(numpy.frexp(N)[1] - 1)*K_l*R*epsilon + 2**(numpy.frexp(N)[1] - 1)*K_l*gamma*numpy.frexp(N - 1)[1] - 2**(numpy.frexp(N)[1] - 1)*K_l*gamma*(numpy.frexp(N)[1] - 1) + 2**(numpy.frexp(N)[1] - 1)*K_l*gamma + 2*2**(numpy.frexp(N)[1] - 1)*R*alpha*numpy.frexp(N - 1)[1] - 2**(numpy.frexp(N)[1] - 1)*R*alpha*(numpy.frexp(N)[1] - 1) - 2**(numpy.frexp(N)[1] - 1)*R*budget - K_l*gamma))


def train__recursive_doubling__all_gather__comm_time(*, B, K_l, M, N, R, alpha, b, epsilon, **_):
    """recursive-doubling/all-gather Tt of all buckets, s: ``K_l*epsilon + alpha*ceil_log2(N) + (M - 1)*(alpha*ceil_log2(N) + b*epsilon + b*(N - 1)/(B*N*R)) + K_l*(N - 1)/(B*N*R)``."""
    return K_l*epsilon + alpha*numpy.frexp(N - 1)[1] + (M - 1)*(alpha*numpy.frexp(N - 1)[1] + b*epsilon + b*(N - 1)/(B*N*R)) + K_l*(N - 1)/(B*N*R)


def train__recursive_doubling__all_gather__last_bucket_time(*, B, K_l, N, R, alpha, epsilon, **_):
    """recursive-doubling/all-gather time of the last bucket, s: ``K_l*epsilon + alpha*ceil_log2(N) + K_l*(N - 1)/(B*N*R)``."""
    return K_l*epsilon + alpha*numpy.frexp(N - 1)[1] + K_l*(N - 1)/(B*N*R)


def train__recursive_doubling__all_gather__comm_time_floor(*, K_l, M, N, alpha, b, epsilon, **_):
    """recursive-doubling/all-gather Tt of all buckets at infinite bandwidth, s: ``K_l*epsilon + M*alpha*ceil_log2(N) + M*b*epsilon - b*epsilon``."""
    return K_l*epsilon + M*alpha*numpy.frexp(N - 1)[1] + M*b*epsilon - b*epsilon


def train__recursive_doubling__all_gather__last_bucket_floor(*, K_l, N, alpha, epsilon, **_):
    """recursive-doubling/all-gather last bucket at infinite bandwidth, s: ``K_l*epsilon + alpha*ceil_log2(N)``."""
    return K_l*epsilon + alpha*numpy.frexp(N - 1)[1]


def train__recursive_doubling__all_gather__required_bandwidth_total(*, F, K_l, M, N, R, T_s, alpha, b, budget, epsilon, **_):
    """recursive-doubling/all-gather B with Tt = budget + F*Ts, bytes/s: ``(K_l*N - K_l + M*N*b - M*b - N*b + b)/(N*R*(F*T_s - K_l*epsilon - M*alpha*ceil_log2(N) - M*b*epsilon + b*epsilon + budget))``."""
    return (K_l*N - K_l + M*N*b - M*b - N*b + b)/(N*R*(F*T_s - K_l*epsilon - M*alpha*numpy.frexp(N - 1)[1] - M*b*epsilon + b*epsilon + budget))


def train__recursive_doubling__all_gather__required_bandwidth_last(*, K_l, N, R, alpha, budget, epsilon, **_):
    """recursive-doubling/all-gather B with T_last = budget, bytes/s: ``K_l*(1 - N)/(N*R*(K_l*epsilon + alpha*ceil_log2(N) - budget))``."""
    return K_l*(1 - N)/(N*R*(K_l*epsilon + alpha*numpy.frexp(N - 1)[1] - budget))


def train__bruck__all_to_all__comm_time(*, B, K_l, M, N, R, alpha, b, epsilon, **_):
    """bruck/all-to-all Tt of all buckets, s: ``K_l*epsilon + (M - 1)*(b*epsilon + (alpha + b/(2*B*R))*ceil_log2(N)) + (alpha + K_l/(2*B*R))*ceil_log2(N)``."""
    return K_l*epsilon + (M - 1)*(b*epsilon + (alpha + (1/2)*b/(B*R))*numpy.frexp(N - 1)[1]) + (alpha + (1/2)*K_l/(B*R))*numpy.frexp(N - 1)[1]


def train__bruck__all_to_all__last_bucket_time(*, B, K_l, N, R, alpha, epsilon, **_):
    """bruck/all-to-all time of the last bucket, s: ``K_l*epsilon + (alpha + K_l/(2*B*R))*ceil_log2(N)``."""
    return K_l*epsilon + (alpha + (1/2)*K_l/(B*R))*numpy.frexp(N - 1)[1]


def train__bruck__all_to_all__comm_time_floor(*, K_l, M, N, alpha, b, epsilon, **_):
    """bruck/all-to-all Tt of all buckets at infinite bandwidth, s: ``K_l*epsilon + M*alpha*ceil_log2(N) + M*b*epsilon - b*epsilon``."""
    return K_l*epsilon + M*alpha*numpy.frexp(N - 1)[1] + M*b*epsilon - b*epsilon


def train__bruck__all_to_all__last_bucket_floor(*, K_l, N, alpha, epsilon, **_):
    """bruck/all-to-all last bucket at infinite bandwidth, s: ``K_l*epsilon + alpha*ceil_log2(N)``."""
    return K_l*epsilon + alpha*numpy.frexp(N - 1)[1]


def train__bruck__all_to_all__required_bandwidth_total(*, F, K_l, M, N, R, T_s, alpha, b, budget, epsilon, **_):
    """bruck/all-to-all B with Tt = budget + F*Ts, bytes/s: ``(K_l + M*b - b)*ceil_log2(N)/(2*R*(F*T_s - K_l*epsilon - M*alpha*ceil_log2(N) - M*b*epsilon + b*epsilon + budget))``."""
    return (1/2)*(K_l + M*b - b)*numpy.frexp(N - 1)[1]/(R*(F*T_s - K_l*epsilon - M*alpha*numpy.frexp(N - 1)[1] - M*b*epsilon + b*epsilon + budget))


def train__bruck__all_to_all__required_bandwidth_last(*, K_l, N, R, alpha, budget, epsilon, **_):
    """bruck/all-to-all B with T_last = budget, bytes/s: ``-K_l*ceil_log2(N)/(2*R*(K_l*epsilon + alpha*ceil_log2(N) - budget))``."""
    return -1/2*K_l*numpy.frexp(N - 1)[1]/(R*(K_l*epsilon + alpha*numpy.frexp(N - 1)[1] - budget))


def train__hierarchical_ring__all_reduce__comm_time(*, B, B_intra, G, K_l, M, N, R, R, alpha, alpha_intra, b, epsilon, gamma, **_):
    """hierarchical-ring/all-reduce Tt of all buckets, s: ``K_l*epsilon + K_l*gamma*(-1 + N/G)/(N*R) + alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + (M - 1)*(alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + b*epsilon + b*gamma*(-1 + N/G)/(N*R) + b*gamma*(G - 1)/(G*R) + b*(2*G - 2)/(B_intra*G*R) + G*b*(-2 + 2*N/G)/(B*N*R*R)) + K_l*gamma*(G - 1)/(G*R) + K_l*(2*G - 2)/(B_intra*G*R) + G*K_l*(-2 + 2*N/G)/(B*N*R*R)``."""
    return K_l*epsilon + K_l*gamma*(-1 + N/G)/(N*R) + alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + (M - 1)*(alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + b*epsilon + b*gamma*(-1 + N/G)/(N*R) + b*gamma*(G - 1)/(G*R) + b*(2*G - 2)/(B_intra*G*R) + G*b*(-2 + 2*N/G)/(B*N*R*R)) + K_l*gamma*(G - 1)/(G*R) + K_l*(2*G - 2)/(B_intra*G*R) + G*K_l*(-2 + 2*N/G)/(B*N*R*R)


def train__hierarchical_ring__all_reduce__last_bucket_time(*, B, B_intra, G, K_l, N, R, R, alpha, alpha_intra, epsilon, gamma, **_):
    """hierarchical-ring/all-reduce time of the last bucket, s: ``K_l*epsilon + K_l*gamma*(-1 + N/G)/(N*R) + alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + K_l*gamma*(G - 1)/(G*R) + K_l*(2*G - 2)/(B_intra*G*R) + G*K_l*(-2 + 2*N/G)/(B*N*R*R)``."""
    return K_l*epsilon + K_l*gamma*(-1 + N/G)/(N*R) + alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + K_l*gamma*(G - 1)/(G*R) + K_l*(2*G - 2)/(B_intra*G*R) + G*K_l*(-2 + 2*N/G)/(B*N*R*R)


def train__hierarchical_ring__all_reduce__comm_time_floor(*, B_intra, G, K_l, M, N, R, alpha, alpha_intra, b, epsilon, gamma, **_):
    """hierarchical-ring/all-reduce Tt of all buckets at infinite bandwidth, s: ``2*G*M*alpha_intra + K_l*epsilon + K_l*gamma/R - K_l*gamma/(N*R) - 2*M*alpha - 2*M*alpha_intra + M*b*epsilon + M*b*gamma/R - M*b*gamma/(N*R) - b*epsilon - b*gamma/R + b*gamma/(N*R) + 2*M*N*alpha/G + 2*K_l/(B_intra*R) + 2*M*b/(B_intra*R) - 2*b/(B_intra*R) - 2*K_l/(B_intra*G*R) - 2*M*b/(B_intra*G*R) + 2*b/(B_intra*G*R)``."""
    return 2*G*M*alpha_intra + K_l*epsilon + K_l*gamma/R - K_l*gamma/(N*R) - 2*M*alpha - 2*M*alpha_intra + M*b*epsilon + M*b*gamma/R - M*b*gamma/(N*R) - b*epsilon - b*gamma/R + b*gamma/(N*R) + 2*M*N*alpha/G + 2*K_l/(B_intra*R) + 2*M*b/(B_intra*R) - 2*b/(B_intra*R) - 2*K_l/(B_intra*G*R) - 2*M*b/(B_intra*G*R) + 2*b/(B_intra*G*R)


def train__hierarchical_ring__all_reduce__last_bucket_floor(*, B_intra, G, K_l, N, R, alpha, alpha_intra, epsilon, gamma, **_):
    """hierarchical-ring/all-reduce last bucket at infinite bandwidth, s: ``2*G*alpha_intra + K_l*epsilon + K_l*gamma/R - K_l*gamma/(N*R) - 2*alpha - 2*alpha_intra + 2*N*alpha/G + 2*K_l/(B_intra*R) - 2*K_l/(B_intra*G*R)``."""
    return 2*G*alpha_intra + K_l*epsilon + K_l*gamma/R - K_l*gamma/(N*R) - 2*alpha - 2*alpha_intra + 2*N*alpha/G + 2*K_l/(B_intra*R) - 2*K_l/(B_intra*G*R)


def train__hierarchical_ring__all_reduce__required_bandwidth_total(*, B_intra, F, G, K_l, M, N, R, R, T_s, alpha, alpha_intra, b, budget, epsilon, gamma, **_):
    """hierarchical-ring/all-reduce B with Tt = budget + F*Ts, bytes/s: ``-2*B_intra*G*(G - N)*(K_l + M*b - b)/(R*(B_intra*F*G*N*R*T_s - 2*B_intra*G**2*M*N*R*alpha_intra - B_intra*G*K_l*N*R*epsilon - B_intra*G*K_l*N*gamma + B_intra*G*K_l*gamma + 2*B_intra*G*M*N*R*alpha + 2*B_intra*G*M*N*R*alpha_intra - B_intra*G*M*N*R*b*epsilon - B_intra*G*M*N*b*gamma + B_intra*G*M*b*gamma + B_intra*G*N*R*b*epsilon + B_intra*G*N*R*budget + B_intra*G*N*b*gamma - B_intra*G*b*gamma - 2*B_intra*M*N**2*R*alpha - 2*G*K_l*N - 2*G*M*N*b + 2*G*N*b + 2*K_l*N + 2*M*N*b - 2*N*b))``."""
    return -2*B_intra*G*(G - N)*(K_l + M*b - b)/(R*(B_intra*F*G*N*R*T_s - 2*B_intra*G**2*M*N*R*alpha_intra - B_intra*G*K_l*N*R*epsilon - B_intra*G*K_l*N*gamma + B_intra*G*K_l*gamma + 2*B_intra*G*M*N*R*alpha + 2*B_intra*G*M*N*R*alpha_intra - B_intra*G*M*N*R*b*epsilon - B_intra*G*M*N*b*gamma + B_intra*G*M*b*gamma + B_intra*G*N*R*b*epsilon + B_intra*G*N*R*budget + B_intra*G*N*b*gamma - B_intra*G*b*gamma - 2*B_intra*M*N**2*R*alpha - 2*G*K_l*N - 2*G*M*N*b + 2*G*N*b + 2*K_l*N + 2*M*N*b - 2*N*b))


def train__hierarchical_ring__all_reduce__required_bandwidth_last(*, B_intra, G, K_l, N, R, R, alpha, alpha_intra, budget, epsilon, gamma, **_):
    """hierarchical-ring/all-reduce B with T_last = budget, bytes/s: ``2*B_intra*G*K_l*(G - N)/(R*(2*B_intra*G**2*N*R*alpha_intra + B_intra*G*K_l*N*R*epsilon + B_intra*G*K_l*N*gamma - B_intra*G*K_l*gamma - 2*B_intra*G*N*R*alpha - 2*B_intra*G*N*R*alpha_intra - B_intra*G*N*R*budget + 2*B_intra*N**2*R*alpha + 2*G*K_l*N - 2*K_l*N))``."""
    return 2*B_intra*G*K_l*(G - N)/(R*(2*B_intra*G**2*N*R*alpha_intra + B_intra*G*K_l*N*R*epsilon + B_intra*G*K_l*N*gamma - B_intra*G*K_l*gamma - 2*B_intra*G*N*R*alpha - 2*B_intra*G*N*R*alpha_intra - B_intra*G*N*R*budget + 2*B_intra*N**2*R*alpha + 2*G*K_l*N - 2*K_l*N))


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
}
